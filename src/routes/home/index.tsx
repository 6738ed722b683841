/**
 * Home (spec §2): the header image with the greeting and the subtext, then the sections
 * (workouts, progress, charts) from ./Sections.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { getConfig } from '../../api/client';
import { greeting, greetingName } from '../../i18n/greeting';
import { useAuth } from '../../data/auth';
import { useSettings } from '../../data/settings';
import HomeSections from './Sections';
import './style.scss';

export default function HomeScreen() {
	const settings = useSettings();
	const { user, switchedUser } = useAuth();
	const image =
		settings.header_image || getConfig().fallbackHeaderImage || '';
	const name = greetingName( switchedUser ?? user );
	return (
		<div className="fc-home">
			<section
				className={ `fc-home__hero${ image ? ' has-image' : '' }` }
				style={
					image
						? {
								backgroundImage: `url(${ JSON.stringify( image ) })`,
							}
						: undefined
				}
			>
				<div className="fc-home__hero-content">
					<h1 className="fc-home__greeting">{ `${ greeting() } ${ name }` }</h1>
					<p className="fc-home__subtext">
						{ sprintf(
							/* translators: %s: the app name. */
							__( "Welkom terug bij %s, let's go!", 'fitcoach' ),
							settings.app_name
						) }
					</p>
				</div>
			</section>
			<div className="fc-page fc-home__sections">
				<HomeSections />
			</div>
		</div>
	);
}
