/**
 * Admin dashboard (/admin, spec §2): the user switcher under 'Gebruikers wisselen', the active
 * users tile with 'Beheer gebruikers', the members who need attention ('Aandacht nodig') and the
 * 'Recente Activiteit' feed (10 items). An administrator chooses 'Mijn leden' or 'Alle leden'
 * (the default) for the tile, the list and the feed; a PT trainer always sees his own members.
 */

/**
 * External dependencies
 */
import { Link } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import ActiveUsersTile from '../../components/admin/ActiveUsersTile';
import ActivityFeed from '../../components/admin/ActivityFeed';
import ScopeFilter from '../../components/admin/ScopeFilter';
import UserSwitcher from '../../components/admin/UserSwitcher';
import { ChevronRightIcon } from '../../components/admin/icons';
import { DASHBOARD_ACTIVITY_LIMIT } from '../../data/dashboard';
import { unreadText, useUnreadCount } from '../../data/messages';
import type { MemberScope } from '../../lib/admin/users';
import AttentionList from './AttentionList';
import CatalogueLinks from './workouts/CatalogueLinks';
import './style.scss';

export default function AdminDashboardScreen() {
	// An administrator's 'Mijn leden' / 'Alle leden' (a trainer always sees his own).
	const [ scope, setScope ] = useState< MemberScope >( 'all' );
	// Unread messages of the members ('Berichten').
	const unread = useUnreadCount();
	return (
		<div className="fc-page fc-admin fc-admin-dashboard">
			<section
				className="fc-section fc-admin-dashboard__switcher"
				aria-labelledby="fc-admin-switch-title"
			>
				<h2 id="fc-admin-switch-title" className="fc-section__title">
					{ __( 'Gebruikers wisselen', 'fitcoach' ) }
				</h2>
				<UserSwitcher />
			</section>

			<div className="fc-section">
				<ScopeFilter value={ scope } onChange={ setScope } />
				<ActiveUsersTile scope={ scope } />
			</div>

			<nav
				className="fc-section"
				aria-label={ __( 'Plannen', 'fitcoach' ) }
			>
				<ul className="fc-list fc-card">
					<li>
						<Link to="/admin/check-ins" className="fc-list__row">
							<span className="fc-admin-dashboard__link">
								{ __( 'Check-ins', 'fitcoach' ) }
							</span>
							<ChevronRightIcon size={ 18 } />
						</Link>
					</li>
					<li>
						<Link to="/berichten" className="fc-list__row">
							<span className="fc-admin-dashboard__link">
								{ __( 'Berichten', 'fitcoach' ) }
							</span>
							{ unread > 0 && (
								<span className="fc-badge">
									{ unreadText( unread ) }
								</span>
							) }
							<ChevronRightIcon size={ 18 } />
						</Link>
					</li>
					<li>
						<Link to="/admin/programmas" className="fc-list__row">
							<span className="fc-admin-dashboard__link">
								{ __( "Programma's", 'fitcoach' ) }
							</span>
							<ChevronRightIcon size={ 18 } />
						</Link>
					</li>
				</ul>
			</nav>

			<CatalogueLinks />

			<section
				className="fc-section"
				aria-labelledby="fc-admin-attention-title"
			>
				<h2 id="fc-admin-attention-title" className="fc-section__title">
					{ __( 'Aandacht nodig', 'fitcoach' ) }
				</h2>
				<AttentionList
					labelledBy="fc-admin-attention-title"
					scope={ scope }
				/>
			</section>

			<section
				className="fc-section"
				aria-labelledby="fc-admin-activity-title"
			>
				<h2 id="fc-admin-activity-title" className="fc-section__title">
					{ __( 'Recente Activiteit', 'fitcoach' ) }
				</h2>
				<ActivityFeed
					limit={ DASHBOARD_ACTIVITY_LIMIT }
					scope={ scope }
				/>
			</section>
		</div>
	);
}
