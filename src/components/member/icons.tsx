/**
 * Icons of the member screens: inline SVG, 24×24, stroke in currentColor, decorative
 * (aria-hidden) unless given a title.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { IconFrame, type IconProps } from '../icons';

export type MemberIconProps = IconProps;

/**
 * The app's icon frame at the member screens' size (20 px unless given).
 *
 * @param props Icon properties and the drawing.
 */
function Svg( props: MemberIconProps & { children: ReactNode } ) {
	return <IconFrame { ...props } size={ props.size ?? 20 } />;
}

export const PlayIcon = ( props: MemberIconProps ) => (
	<Svg { ...props }>
		<path d="M7 4.5v15l12-7.5z" fill="currentColor" stroke="none" />
	</Svg>
);

export const EyeIcon = ( props: MemberIconProps ) => (
	<Svg { ...props }>
		<path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
		<circle cx="12" cy="12" r="3" />
	</Svg>
);

export const PlusIcon = ( props: MemberIconProps ) => (
	<Svg { ...props }>
		<path d="M12 5v14M5 12h14" />
	</Svg>
);

export const MinusIcon = ( props: MemberIconProps ) => (
	<Svg { ...props }>
		<path d="M5 12h14" />
	</Svg>
);

export const ChevronLeftIcon = ( props: MemberIconProps ) => (
	<Svg { ...props }>
		<path d="M15 6l-6 6 6 6" />
	</Svg>
);

export const ChevronRightIcon = ( props: MemberIconProps ) => (
	<Svg { ...props }>
		<path d="M9 6l6 6-6 6" />
	</Svg>
);

export const ArrowLeftIcon = ( props: MemberIconProps ) => (
	<Svg { ...props }>
		<path d="M19 12H5M12 19l-7-7 7-7" />
	</Svg>
);

export const TrendUpIcon = ( props: MemberIconProps ) => (
	<Svg { ...props }>
		<path d="M3 17l6-6 4 4 8-8M15 7h6v6" />
	</Svg>
);

export const TrendDownIcon = ( props: MemberIconProps ) => (
	<Svg { ...props }>
		<path d="M3 7l6 6 4-4 8 8M15 17h6v-6" />
	</Svg>
);

export const ScaleIcon = ( props: MemberIconProps ) => (
	<Svg { ...props }>
		<rect x="3" y="3" width="18" height="18" rx="4" />
		<path d="M8 9.5a5 5 0 0 1 8 0M12 12l1.5-2.5" />
	</Svg>
);

export const BoltIcon = ( props: MemberIconProps ) => (
	<Svg { ...props }>
		<path d="M13 2L4 14h7l-1 8 9-12h-7z" />
	</Svg>
);

export const DumbbellIcon = ( props: MemberIconProps ) => (
	<Svg { ...props }>
		<path d="M6.5 6.5v11M17.5 6.5v11M3.5 9v6M20.5 9v6M6.5 12h11" />
	</Svg>
);

export const CalendarIcon = ( props: MemberIconProps ) => (
	<Svg { ...props }>
		<rect x="3" y="5" width="18" height="16" rx="3" />
		<path d="M8 3v4M16 3v4M3 10h18" />
	</Svg>
);

export const CameraIcon = ( props: MemberIconProps ) => (
	<Svg { ...props }>
		<path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
		<circle cx="12" cy="13.5" r="3.5" />
	</Svg>
);

export const CloseIcon = ( props: MemberIconProps ) => (
	<Svg { ...props }>
		<path d="M18 6L6 18M6 6l12 12" />
	</Svg>
);

export const ExternalLinkIcon = ( props: MemberIconProps ) => (
	<Svg { ...props }>
		<path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
	</Svg>
);

export const LinkIcon = ( props: MemberIconProps ) => (
	<Svg { ...props }>
		<path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
	</Svg>
);

export const LogoutIcon = ( props: MemberIconProps ) => (
	<Svg { ...props }>
		<path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
	</Svg>
);

export const VideoOffIcon = ( props: MemberIconProps ) => (
	<Svg { ...props }>
		<path d="M16 16v1a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2h2m5 0h2a2 2 0 0 1 2 2v3.3l5-3.3v10M2 2l20 20" />
	</Svg>
);
