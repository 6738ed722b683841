/**
 * A user's picture: the image, else the initials (src/lib/admin/initials.ts: first and last name,
 * else the name, else the login or e-mail), else a person icon.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { initials as initialsOf } from '../lib/admin/initials';
import { UserIcon } from './icons';

export interface AvatarProps {
	image?: string | null;
	firstName?: string | null;
	lastName?: string | null;
	/** A single name (display name) for users without first and last name. */
	name?: string | null;
	/** The last resort for the initials. */
	email?: string | null;
	/** Diameter in px (40 unless given). */
	size?: number;
	/** Alternative text of the image (decorative when left out). */
	alt?: string;
	/**
	 * Draw the initials as part of the picture (CSS generated content) instead of as text: for
	 * an avatar inside a control that has its own name ('Ga naar profiel'), so the control's
	 * visible text is its name (WCAG 2.5.3, label in name).
	 */
	pictureOnly?: boolean;
	className?: string;
}

export function Avatar( {
	image,
	firstName,
	lastName,
	name,
	email,
	size = 40,
	alt = '',
	className,
	pictureOnly = false,
}: AvatarProps ) {
	const [ failed, setFailed ] = useState( false );
	useEffect( () => setFailed( false ), [ image ] );
	const initials = initialsOf( {
		first_name: firstName,
		last_name: lastName,
		display_name: name,
		email,
	} );
	const style = {
		width: size,
		height: size,
		fontSize: Math.round( size * 0.4 ),
	};
	const classes = [ 'fc-avatar', className ].filter( Boolean ).join( ' ' );

	if ( image && ! failed ) {
		return (
			<span className={ classes } style={ style }>
				<img
					className="fc-avatar__image"
					src={ image }
					alt={ alt }
					onError={ () => setFailed( true ) }
				/>
			</span>
		);
	}
	// Without the image the alternative text still names the picture (an image role with a
	// label); without alternative text it is decoration.
	const named = alt
		? { role: 'img', 'aria-label': alt }
		: { 'aria-hidden': true };
	if ( initials && pictureOnly && ! alt ) {
		return (
			<span
				className={ `${ classes } fc-avatar--initials` }
				style={ style }
				data-initials={ initials }
				aria-hidden="true"
			/>
		);
	}
	if ( initials ) {
		return (
			<span
				className={ `${ classes } fc-avatar--initials` }
				style={ style }
				{ ...named }
			>
				{ initials }
			</span>
		);
	}
	return (
		<span
			className={ `${ classes } fc-avatar--icon` }
			style={ style }
			{ ...named }
		>
			<UserIcon size={ Math.round( size * 0.55 ) } />
		</span>
	);
}

export default Avatar;
