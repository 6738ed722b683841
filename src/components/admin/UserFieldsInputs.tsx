/**
 * The editable fields of a user (spec §5: first name, last name and e-mail are required; the
 * e-mail field is e-mail typed), shared by the add and the detail screens.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { UserFields } from '../../data/users';

interface UserFieldsInputsProps {
	/** Prefix of the inputs' ids (unique per form). */
	idPrefix: string;
	values: UserFields;
	onChange: ( values: UserFields ) => void;
	disabled?: boolean;
	/** The id of an error about the e-mail address: the field is then invalid and described by it. */
	emailErrorId?: string;
}

export default function UserFieldsInputs( {
	idPrefix,
	values,
	onChange,
	disabled = false,
	emailErrorId,
}: UserFieldsInputsProps ) {
	const set = ( key: keyof UserFields, value: string ) =>
		onChange( { ...values, [ key ]: value } );

	return (
		<>
			<div className="fc-admin-form__row">
				<div className="fc-field">
					<label
						className="fc-field__label"
						htmlFor={ `${ idPrefix }-first-name` }
					>
						{ __( 'Voornaam', 'fitcoach' ) }
					</label>
					<input
						id={ `${ idPrefix }-first-name` }
						className="fc-input"
						type="text"
						name="first_name"
						autoComplete="off"
						required
						disabled={ disabled }
						value={ values.first_name }
						onChange={ ( event ) =>
							set( 'first_name', event.target.value )
						}
					/>
				</div>
				<div className="fc-field">
					<label
						className="fc-field__label"
						htmlFor={ `${ idPrefix }-last-name` }
					>
						{ __( 'Achternaam', 'fitcoach' ) }
					</label>
					<input
						id={ `${ idPrefix }-last-name` }
						className="fc-input"
						type="text"
						name="last_name"
						autoComplete="off"
						required
						disabled={ disabled }
						value={ values.last_name }
						onChange={ ( event ) =>
							set( 'last_name', event.target.value )
						}
					/>
				</div>
			</div>
			<div className="fc-field">
				<label
					className="fc-field__label"
					htmlFor={ `${ idPrefix }-email` }
				>
					{ __( 'E-mailadres', 'fitcoach' ) }
				</label>
				<input
					id={ `${ idPrefix }-email` }
					className="fc-input"
					type="email"
					name="email"
					inputMode="email"
					autoComplete="off"
					autoCapitalize="none"
					spellCheck={ false }
					required
					disabled={ disabled }
					aria-invalid={ emailErrorId ? true : undefined }
					aria-describedby={ emailErrorId }
					value={ values.email }
					onChange={ ( event ) => set( 'email', event.target.value ) }
				/>
			</div>
		</>
	);
}
