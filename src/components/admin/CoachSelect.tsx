/**
 * The member's 'Coach' (issue 28): a select of the coaches the caller may choose (GET
 * /admin/coaches: an administrator every administrator and PT trainer, or 'Geen coach'; a PT
 * trainer only himself), shared by the add and the detail screens.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useCoaches } from '../../data/users';
import { useAuth } from '../../data/auth';

interface CoachSelectProps {
	/** Prefix of the select's id (unique per form). */
	idPrefix: string;
	/** The coach's user id, or null for none. */
	value: number | null;
	onChange: ( coach: number | null ) => void;
	disabled?: boolean;
}

/**
 * Whether the logged-in user is an administrator (who sees and assigns every member).
 *
 * @param roles The user's roles.
 */
export function isAdministrator( roles: readonly string[] | undefined ) {
	return !! roles?.includes( 'administrator' );
}

export default function CoachSelect( {
	idPrefix,
	value,
	onChange,
	disabled = false,
}: CoachSelectProps ) {
	const { user } = useAuth();
	const coaches = useCoaches();
	const choices = coaches.data ?? [];
	// 'Geen coach' for an administrator, and to show a member who has none yet.
	const none = isAdministrator( user?.roles ) || null === value;
	const known = null === value || choices.some( ( c ) => c.id === value );
	return (
		<div className="fc-field">
			<label
				className="fc-field__label"
				htmlFor={ `${ idPrefix }-coach` }
			>
				{ __( 'Coach', 'fitcoach' ) }
			</label>
			<select
				id={ `${ idPrefix }-coach` }
				className="fc-input"
				name="coach"
				disabled={ disabled || coaches.loading }
				value={ null === value ? '' : String( value ) }
				onChange={ ( event ) =>
					onChange(
						'' === event.target.value
							? null
							: Number( event.target.value )
					)
				}
			>
				{ none && (
					<option value="">{ __( 'Geen coach', 'fitcoach' ) }</option>
				) }
				{ ! known && null !== value && (
					<option value={ String( value ) }>
						{ __( 'Andere coach', 'fitcoach' ) }
					</option>
				) }
				{ choices.map( ( coach ) => (
					<option key={ coach.id } value={ String( coach.id ) }>
						{ coach.name }
					</option>
				) ) }
			</select>
		</div>
	);
}
