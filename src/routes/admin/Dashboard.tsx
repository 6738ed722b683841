/**
 * Admin dashboard (/admin, spec §2): the user switcher under 'Gebruikers wisselen', the active
 * users tile with 'Beheer gebruikers', the members who need attention ('Aandacht nodig') and the
 * 'Recente Activiteit' feed (10 items).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import ActiveUsersTile from '../../components/admin/ActiveUsersTile';
import ActivityFeed from '../../components/admin/ActivityFeed';
import UserSwitcher from '../../components/admin/UserSwitcher';
import { DASHBOARD_ACTIVITY_LIMIT } from '../../data/dashboard';
import AttentionList from './AttentionList';
import './style.scss';

export default function AdminDashboardScreen() {
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
				<ActiveUsersTile />
			</div>

			<section
				className="fc-section"
				aria-labelledby="fc-admin-attention-title"
			>
				<h2 id="fc-admin-attention-title" className="fc-section__title">
					{ __( 'Aandacht nodig', 'fitcoach' ) }
				</h2>
				<AttentionList labelledBy="fc-admin-attention-title" />
			</section>

			<section
				className="fc-section"
				aria-labelledby="fc-admin-activity-title"
			>
				<h2 id="fc-admin-activity-title" className="fc-section__title">
					{ __( 'Recente Activiteit', 'fitcoach' ) }
				</h2>
				<ActivityFeed limit={ DASHBOARD_ACTIVITY_LIMIT } />
			</section>
		</div>
	);
}
