/**
 * The bottom bar (spec §2): exactly four items: Home, Metingen, Training, then Admin for
 * administrators or Meer for everyone else. The current item is marked by more than its colour
 * (a ring in the UI shade around its icon, 3:1 against the bar whatever the brand colour).
 * Unread messages show as a count on the last item ('Meer' for a member, 'Admin' for a coach),
 * also in its accessible name ('Meer, 2 ongelezen berichten'); the count is polled while the app
 * is shown (src/data/messages).
 */

/**
 * External dependencies
 */
import { NavLink } from 'react-router-dom';
import type { ComponentType } from 'react';

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	ChartIcon,
	DumbbellIcon,
	GridIcon,
	HomeIcon,
	ShieldIcon,
} from './icons';
import type { IconProps } from './icons';
import { useChromeFit } from '../hooks/useChromeFit';
import { useUnreadCount } from '../data/messages';

export interface BottomBarItem {
	to: string;
	label: string;
	icon: ComponentType< IconProps >;
	/** Further paths that belong to this item (a session belongs to Training). */
	also?: string[];
}

export function bottomBarItems( isAdmin: boolean ): BottomBarItem[] {
	return [
		{ to: '/', label: __( 'Home', 'fitcoach' ), icon: HomeIcon },
		{
			to: '/metingen',
			label: __( 'Metingen', 'fitcoach' ),
			icon: ChartIcon,
		},
		{
			to: '/training',
			label: __( 'Training', 'fitcoach' ),
			icon: DumbbellIcon,
			also: [ '/sessies' ],
		},
		isAdmin
			? {
					to: '/admin',
					label: __( 'Admin', 'fitcoach' ),
					icon: ShieldIcon,
				}
			: { to: '/meer', label: __( 'Meer', 'fitcoach' ), icon: GridIcon },
	];
}

function isWithin( pathname: string, base: string ): boolean {
	return pathname === base || pathname.startsWith( base + '/' );
}

export function BottomBar( {
	isAdmin,
	pathname,
}: {
	isAdmin: boolean;
	pathname: string;
} ) {
	// The bars (this one, the header, the forms' docks) scroll with the page when together they
	// would cover too much of it (a short screen, large text).
	useChromeFit();
	const unread = useUnreadCount();
	const items = bottomBarItems( isAdmin );
	const last = items[ items.length - 1 ].to;
	return (
		<nav
			className="fc-bottombar"
			aria-label={ __( 'Hoofdmenu', 'fitcoach' ) }
			// Toasts that would cover the focused control at the top move above it (Toasts.tsx).
			data-fc-toasts-above=""
		>
			<ul className="fc-bottombar__list">
				{ items.map( ( { to, label, icon: Icon, also = [] } ) => {
					const count = to === last ? unread : 0;
					const active =
						'/' === to
							? '/' === pathname
							: [ to, ...also ].some( ( base ) =>
									isWithin( pathname, base )
								);
					return (
						<li key={ to }>
							<NavLink
								to={ to }
								end={ '/' === to }
								className={ `fc-bottombar__item${ active ? ' is-active' : '' }` }
								aria-current={ active ? 'page' : undefined }
								aria-label={
									count > 0
										? sprintf(
												/* translators: 1: the item ('Meer', 'Admin'), 2: number of unread messages. */
												_n(
													'%1$s, %2$d ongelezen bericht',
													'%1$s, %2$d ongelezen berichten',
													count,
													'fitcoach'
												),
												label,
												count
											)
										: undefined
								}
							>
								<span className="fc-bottombar__icon">
									<Icon size={ 24 } />
									{ count > 0 && (
										<span
											className="fc-bottombar__badge"
											aria-hidden="true"
										>
											{ count > 99 ? '99+' : count }
										</span>
									) }
								</span>
								<span className="fc-bottombar__label">
									{ label }
								</span>
							</NavLink>
						</li>
					);
				} ) }
			</ul>
		</nav>
	);
}

export default BottomBar;
