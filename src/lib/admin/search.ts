/**
 * Search of the user switcher (spec §4, User switching): case-insensitive, on display name or
 * e-mail address.
 */

export interface SearchableUser {
	display_name: string;
	email?: string | null;
}

/**
 * Lower-cased text without accents, so 'zoë' finds 'Zoe' and 'ZOË'.
 *
 * @param text Text to normalise.
 */
function fold( text: string ): string {
	return text
		.normalize( 'NFD' )
		.replace( /[\u0300-\u036f]/g, '' )
		.toLocaleLowerCase( 'nl-NL' );
}

/**
 * The users whose display name or e-mail contains the query, ignoring case (and accents). An
 * empty or blank query returns the list as it is.
 *
 * @param users Users to filter.
 * @param query What was typed in 'Zoek gebruiker...'.
 */
export function filterUsers< T extends SearchableUser >(
	users: readonly T[],
	query: string
): T[] {
	const needle = fold( query.trim() );
	if ( ! needle ) {
		return [ ...users ];
	}
	return users.filter(
		( user ) =>
			fold( user.display_name ?? '' ).includes( needle ) ||
			fold( user.email ?? '' ).includes( needle )
	);
}
