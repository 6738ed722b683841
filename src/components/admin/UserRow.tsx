/**
 * One row of the admin user list (spec §2): avatar (image or initials), name, e-mail, role label
 * and 'Lid sinds' with the long Dutch date. The whole row opens the user's detail screen.
 */

/**
 * External dependencies
 */
import { Link } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Avatar } from '../Avatar';
import { formatLongDutchDate } from '../../lib/admin/dates';
import { roleLabel } from '../../lib/admin/roles';
import type { AdminListUser } from '../../lib/admin/users';
import { userName } from '../../lib/admin/users';
import { ChevronRightIcon } from './icons';
import './style.scss';

interface UserRowProps {
	user: AdminListUser;
}

export default function UserRow( { user }: UserRowProps ) {
	const name = userName( user );
	const since = formatLongDutchDate( user.registered );
	return (
		<li className="fc-admin-user-row">
			<Link
				to={ `/admin/users/${ user.id }` }
				className="fc-list__row fc-admin-user-row__link"
			>
				<span className="fc-admin-user-row__avatar">
					<Avatar
						image={
							user.imageUrl || user.profile_image || undefined
						}
						firstName={ user.first_name }
						lastName={ user.last_name }
						name={ name }
						email={ user.email }
						size={ 44 }
					/>
				</span>
				<span className="fc-admin-user-row__main">
					<span className="fc-admin-user-row__name">{ name }</span>
					<span className="fc-admin-user-row__email">
						{ user.email }
					</span>
					<span className="fc-admin-user-row__meta">
						<span className="fc-badge fc-admin-user-row__role">
							{ roleLabel( user.role, user.role_label ) }
						</span>
						{ since && (
							<span className="fc-admin-user-row__since">
								{ sprintf(
									/* translators: %s: long Dutch date of registration. */
									__( 'Lid sinds %s', 'fitcoach' ),
									since
								) }
							</span>
						) }
					</span>
				</span>
				<span className="fc-admin-user-row__chevron" aria-hidden="true">
					<ChevronRightIcon size={ 18 } />
				</span>
			</Link>
		</li>
	);
}
