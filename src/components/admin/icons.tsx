/**
 * Small inline icons of the admin screens (decorative: hidden from assistive technology).
 */

/**
 * Internal dependencies
 */
import { IconFrame } from '../icons';

interface IconProps {
	size?: number;
}

/**
 * The app's icon frame at the admin screens' size (20 px unless given), always decorative.
 *
 * @param props          Size and the drawing.
 * @param props.size     Width and height in pixels.
 * @param props.children The drawing.
 */
function Svg( {
	size = 20,
	children,
}: IconProps & { children: JSX.Element | JSX.Element[] } ) {
	return <IconFrame size={ size }>{ children }</IconFrame>;
}

/**
 * A scale: a measurement.
 * @param props
 */
export function ScaleIcon( props: IconProps ) {
	return (
		<Svg { ...props }>
			<rect x="3" y="3" width="18" height="18" rx="4" />
			<path d="M8 9a5 5 0 0 1 8 0" />
			<path d="M12 9.5 13.5 7" />
		</Svg>
	);
}

/**
 * A dumbbell: a workout session.
 * @param props
 */
export function DumbbellIcon( props: IconProps ) {
	return (
		<Svg { ...props }>
			<path d="M6.5 6.5v11" />
			<path d="M17.5 6.5v11" />
			<path d="M3.5 9v6" />
			<path d="M20.5 9v6" />
			<path d="M6.5 12h11" />
		</Svg>
	);
}

/**
 * People: the users tile.
 * @param props
 */
export function UsersIcon( props: IconProps ) {
	return (
		<Svg { ...props }>
			<circle cx="9" cy="8" r="3.5" />
			<path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
			<path d="M16 4.6a3.5 3.5 0 0 1 0 6.8" />
			<path d="M18 14.2a6.5 6.5 0 0 1 3.5 5.8" />
		</Svg>
	);
}

export function ChevronDownIcon( props: IconProps ) {
	return (
		<Svg { ...props }>
			<path d="m6 9 6 6 6-6" />
		</Svg>
	);
}

export function ChevronRightIcon( props: IconProps ) {
	return (
		<Svg { ...props }>
			<path d="m9 6 6 6-6 6" />
		</Svg>
	);
}

export function CheckIcon( props: IconProps ) {
	return (
		<Svg { ...props }>
			<path d="m5 12.5 4.5 4.5L19 7.5" />
		</Svg>
	);
}

export function SearchIcon( props: IconProps ) {
	return (
		<Svg { ...props }>
			<circle cx="11" cy="11" r="6.5" />
			<path d="m20 20-4.2-4.2" />
		</Svg>
	);
}

export function BackIcon( props: IconProps ) {
	return (
		<Svg { ...props }>
			<path d="M9 14 4 9l5-5" />
			<path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
		</Svg>
	);
}

export function CloseIcon( props: IconProps ) {
	return (
		<Svg { ...props }>
			<path d="M6 6l12 12" />
			<path d="M18 6 6 18" />
		</Svg>
	);
}

export function PlusIcon( props: IconProps ) {
	return (
		<Svg { ...props }>
			<path d="M12 5v14" />
			<path d="M5 12h14" />
		</Svg>
	);
}
