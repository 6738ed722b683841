/**
 * Inline SVG icons (no icon font, no requests). 24×24, stroke in currentColor; decorative
 * (aria-hidden) unless given a title.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

export interface IconProps {
	size?: number;
	className?: string;
	title?: string;
}

/**
 * The frame every icon of the app draws in (here, in member/icons and in admin/icons).
 *
 * @param props           Icon properties.
 * @param props.size      Width and height in pixels.
 * @param props.className Extra class names.
 * @param props.title     Accessible name; without one the icon is hidden from assistive technology.
 * @param props.children  The drawing.
 */
export function IconFrame( {
	size = 24,
	className,
	title,
	children,
}: IconProps & { children: ReactNode } ) {
	return (
		<svg
			className={ [ 'fc-icon', className ].filter( Boolean ).join( ' ' ) }
			width={ size }
			height={ size }
			viewBox="0 0 24 24"
			fill="none"
			stroke="currentColor"
			strokeWidth={ 2 }
			strokeLinecap="round"
			strokeLinejoin="round"
			focusable="false"
			{ ...( title
				? { role: 'img', 'aria-label': title }
				: { 'aria-hidden': true } ) }
		>
			{ children }
		</svg>
	);
}

export const HomeIcon = ( props: IconProps ) => (
	<IconFrame { ...props }>
		<path d="M3 10.5 12 3l9 7.5" />
		<path d="M5 9.5V20a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9.5" />
	</IconFrame>
);

export const ChartIcon = ( props: IconProps ) => (
	<IconFrame { ...props }>
		<path d="M3 3v18h18" />
		<path d="m7 15 4-4 3 3 5-6" />
	</IconFrame>
);

export const DumbbellIcon = ( props: IconProps ) => (
	<IconFrame { ...props }>
		<path d="M6.5 6.5v11" />
		<path d="M17.5 6.5v11" />
		<path d="M3.5 9v6" />
		<path d="M20.5 9v6" />
		<path d="M6.5 12h11" />
	</IconFrame>
);

export const GridIcon = ( props: IconProps ) => (
	<IconFrame { ...props }>
		<rect x="3.5" y="3.5" width="7" height="7" rx="1.5" />
		<rect x="13.5" y="3.5" width="7" height="7" rx="1.5" />
		<rect x="3.5" y="13.5" width="7" height="7" rx="1.5" />
		<rect x="13.5" y="13.5" width="7" height="7" rx="1.5" />
	</IconFrame>
);

export const ShieldIcon = ( props: IconProps ) => (
	<IconFrame { ...props }>
		<path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6L12 3Z" />
		<path d="m9 12 2 2 4-4" />
	</IconFrame>
);

export const UserIcon = ( props: IconProps ) => (
	<IconFrame { ...props }>
		<circle cx="12" cy="8" r="4" />
		<path d="M4 20.5c1.6-3.6 4.5-5.5 8-5.5s6.4 1.9 8 5.5" />
	</IconFrame>
);

export const ArrowLeftIcon = ( props: IconProps ) => (
	<IconFrame { ...props }>
		<path d="M15 18 9 12l6-6" />
	</IconFrame>
);

export const CloseIcon = ( props: IconProps ) => (
	<IconFrame { ...props }>
		<path d="M18 6 6 18" />
		<path d="m6 6 12 12" />
	</IconFrame>
);

export const CheckCircleIcon = ( props: IconProps ) => (
	<IconFrame { ...props }>
		<circle cx="12" cy="12" r="9" />
		<path d="m8.5 12 2.5 2.5 4.5-5" />
	</IconFrame>
);

export const AlertCircleIcon = ( props: IconProps ) => (
	<IconFrame { ...props }>
		<circle cx="12" cy="12" r="9" />
		<path d="M12 7.5v5.5" />
		<path d="M12 16.5h.01" />
	</IconFrame>
);

export const WarningIcon = ( props: IconProps ) => (
	<IconFrame { ...props }>
		<path d="M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
		<path d="M12 9v4" />
		<path d="M12 17h.01" />
	</IconFrame>
);

export const InfoIcon = ( props: IconProps ) => (
	<IconFrame { ...props }>
		<circle cx="12" cy="12" r="9" />
		<path d="M12 11v5.5" />
		<path d="M12 7.5h.01" />
	</IconFrame>
);

export const EyeIcon = ( props: IconProps ) => (
	<IconFrame { ...props }>
		<path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
		<circle cx="12" cy="12" r="3" />
	</IconFrame>
);

export const InboxIcon = ( props: IconProps ) => (
	<IconFrame { ...props }>
		<path d="M3 13h5l1.5 3h5L16 13h5" />
		<path d="M5.5 5h13L21 13v5a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-5l2.5-8Z" />
	</IconFrame>
);
