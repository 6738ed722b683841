/**
 * Initials of a person for avatar bubbles: first letter of the first and of the last name,
 * else of the (display) name's first two words, else of the e-mail address.
 */

/**
 * First letter of a word, upper case (works for letters outside ASCII, e.g. 'Élise' → 'É').
 *
 * @param word The word.
 */
function firstLetter( word: string ): string {
	const letter = Array.from( word.trim() )[ 0 ];
	return letter ? letter.toLocaleUpperCase( 'nl-NL' ) : '';
}

export interface InitialsSource {
	first_name?: string | null;
	last_name?: string | null;
	name?: string | null;
	display_name?: string | null;
	email?: string | null;
}

/**
 * Initials of a user: 'Sanne de Vries' → 'SD' from first_name/last_name; with no names, the
 * first letters of the first two words of the name or display name; else the e-mail's first
 * letter; '' when there is nothing to go on (the caller then shows a generic icon).
 *
 * @param person Names of the user.
 */
export function initials( person: InitialsSource ): string {
	const first = ( person.first_name ?? '' ).trim();
	const last = ( person.last_name ?? '' ).trim();
	if ( first || last ) {
		const lastWords = last.split( /\s+/ ).filter( Boolean );
		// 'van der Berg': the family name's capital is what people expect, so prefer a word
		// that starts upper case and fall back to the first word.
		const lastWord =
			lastWords.find( ( word ) => /^\p{Lu}/u.test( word ) ) ??
			lastWords[ 0 ] ??
			'';
		return firstLetter( first ) + firstLetter( lastWord );
	}
	const name = ( person.name || person.display_name || '' ).trim();
	if ( name ) {
		const words = name.split( /\s+/ ).filter( Boolean );
		return words
			.slice( 0, 2 )
			.map( ( word ) => firstLetter( word ) )
			.join( '' );
	}
	return firstLetter( person.email ?? '' );
}
