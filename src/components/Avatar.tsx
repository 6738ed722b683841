/**
 * A user's picture: the image, else the initials of first and last name, else a person icon.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { UserIcon } from './icons';

export interface AvatarProps {
	image?: string | null;
	firstName?: string | null;
	lastName?: string | null;
	/** Diameter in px (40 unless given). */
	size?: number;
	/** Alternative text of the image (decorative when left out). */
	alt?: string;
	className?: string;
}

export function initialsOf(
	firstName?: string | null,
	lastName?: string | null
): string {
	const first = ( firstName ?? '' ).trim();
	const last = ( lastName ?? '' ).trim();
	return (
		( Array.from( first )[ 0 ] ?? '' ).toUpperCase() +
		( Array.from( last )[ 0 ] ?? '' ).toUpperCase()
	);
}

export function Avatar( {
	image,
	firstName,
	lastName,
	size = 40,
	alt = '',
	className,
}: AvatarProps ) {
	const [ failed, setFailed ] = useState( false );
	useEffect( () => setFailed( false ), [ image ] );
	const initials = initialsOf( firstName, lastName );
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
	if ( initials ) {
		return (
			<span
				className={ `${ classes } fc-avatar--initials` }
				style={ style }
				aria-hidden={ alt ? undefined : true }
			>
				{ initials }
			</span>
		);
	}
	return (
		<span
			className={ `${ classes } fc-avatar--icon` }
			style={ style }
			aria-hidden="true"
		>
			<UserIcon size={ Math.round( size * 0.55 ) } />
		</span>
	);
}

export default Avatar;
