/**
 * The layout of the guest screens: the brand (logo or app name) on a band in the brand colours,
 * and a card holding the form.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { useSettings } from '../../data/settings';
import './style.scss';

export interface AuthLayoutProps {
	title: string;
	intro?: string;
	children: ReactNode;
}

export function AuthLayout( { title, intro, children }: AuthLayoutProps ) {
	const settings = useSettings();
	return (
		<div className="fc-auth">
			<div className="fc-auth__brand">
				{ settings.logo ? (
					<img
						className="fc-auth__logo"
						src={ settings.logo }
						alt={ settings.app_name }
					/>
				) : (
					<p className="fc-auth__app-name">{ settings.app_name }</p>
				) }
			</div>
			<div className="fc-auth__card">
				<h1 className="fc-auth__title">{ title }</h1>
				{ intro && <p className="fc-auth__intro">{ intro }</p> }
				{ children }
			</div>
		</div>
	);
}

export default AuthLayout;
