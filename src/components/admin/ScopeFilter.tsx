/**
 * 'Mijn leden' / 'Alle leden' (issue 28): whose members an administrator's list shows. Two toggle
 * buttons in a group; shown to administrators only (a PT trainer always sees his own).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { MemberScope } from '../../lib/admin/users';
import { useAuth } from '../../data/auth';
import { isAdministrator } from './CoachSelect';

interface ScopeFilterProps {
	value: MemberScope;
	onChange: ( scope: MemberScope ) => void;
	/** Other words for another list (the programs: 'Mijn programma's' / 'Alle programma's'). */
	labels?: { mine: string; all: string; group: string };
}

export default function ScopeFilter( {
	value,
	onChange,
	labels,
}: ScopeFilterProps ) {
	const { user } = useAuth();
	if ( ! isAdministrator( user?.roles ) ) {
		return null;
	}
	const options: Array< [ MemberScope, string ] > = [
		[ 'mine', labels?.mine ?? __( 'Mijn leden', 'fitcoach' ) ],
		[ 'all', labels?.all ?? __( 'Alle leden', 'fitcoach' ) ],
	];
	return (
		<div
			className="fc-admin-scope"
			role="group"
			aria-label={ labels?.group ?? __( 'Welke leden', 'fitcoach' ) }
		>
			{ options.map( ( [ scope, label ] ) => (
				<button
					key={ scope }
					type="button"
					className={ `fc-button fc-button--${
						scope === value ? 'primary' : 'secondary'
					}` }
					aria-pressed={ scope === value }
					onClick={ () => onChange( scope ) }
				>
					{ label }
				</button>
			) ) }
		</div>
	);
}
