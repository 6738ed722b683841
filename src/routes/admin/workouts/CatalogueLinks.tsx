/**
 * The way from the coach's dashboard (/admin) to the workouts and exercises he edits in the app.
 */

/**
 * External dependencies
 */
import { Link } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ChevronRightIcon } from '../../../components/admin/icons';

export default function CatalogueLinks() {
	return (
		<nav
			className="fc-section"
			aria-label={ __( 'Workouts en oefeningen', 'fitcoach' ) }
		>
			<ul className="fc-list fc-card">
				<li>
					<Link to="/admin/workouts" className="fc-list__row">
						<span>{ __( 'Workouts', 'fitcoach' ) }</span>
						<ChevronRightIcon size={ 18 } />
					</Link>
				</li>
				<li>
					<Link to="/admin/oefeningen" className="fc-list__row">
						<span>{ __( 'Oefeningen', 'fitcoach' ) }</span>
						<ChevronRightIcon size={ 18 } />
					</Link>
				</li>
			</ul>
		</nav>
	);
}
