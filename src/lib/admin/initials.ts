/**
 * Initials of a person for avatar bubbles, the one rule of the whole app (profile button, header
 * while switched, user switcher, user list, user detail): the first letter of the first name and
 * of the last name; without those, of the first two words of the (display) name; without a name,
 * the first letter of the login name, else of the e-mail address.
 */

/**
 * The first letter (or digit) of a word with its accents, upper case: 'élise' → 'É', also when
 * the accent is a separate combining mark; leading punctuation is skipped ("'t Hart" → 'T').
 *
 * @param word The word.
 */
function firstLetter( word: string ): string {
	// Most names start with a plain letter with no accent after it: that needs neither Unicode's
	// letter classes nor the language's case rules, which cost 30 ms on a phone's first screen
	// (the header's avatar, issue 27) and give the same letter.
	if (
		/^[A-Za-z0-9](?![\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f])/.test(
			word
		)
	) {
		return word[ 0 ].toUpperCase();
	}
	const match = word.normalize( 'NFC' ).match( /[\p{L}\p{N}]\p{M}*/u );
	return match ? match[ 0 ].toLocaleUpperCase( 'nl-NL' ) : '';
}

/**
 * The words of a name, without extra spaces (also non-breaking ones).
 *
 * @param text Name.
 */
function wordsOf( text: string | null | undefined ): string[] {
	return ( text ?? '' ).split( /\s+/u ).filter( Boolean );
}

export interface InitialsSource {
	first_name?: string | null;
	last_name?: string | null;
	name?: string | null;
	display_name?: string | null;
	username?: string | null;
	email?: string | null;
}

/**
 * Initials of a user: 'Sanne' + 'de Vries' → 'SD' (as the spec says: first letters of first and
 * last name); with one of the two only its letter; with no names the first letters of the first
 * two words of the name or display name ('Sanne de Vries' → 'SD' again); else the first letter
 * of the login name or the e-mail address; '' when there is nothing to go on (the caller then
 * shows a generic icon).
 *
 * @param person Names of the user.
 */
export function initials( person: InitialsSource ): string {
	const first = wordsOf( person.first_name );
	const last = wordsOf( person.last_name );
	if ( first.length > 0 || last.length > 0 ) {
		return firstLetter( first[ 0 ] ?? '' ) + firstLetter( last[ 0 ] ?? '' );
	}
	const words = wordsOf( person.name ).length
		? wordsOf( person.name )
		: wordsOf( person.display_name );
	const fromName = words
		.slice( 0, 2 )
		.map( ( word ) => firstLetter( word ) )
		.join( '' );
	if ( fromName ) {
		return fromName;
	}
	return (
		firstLetter( ( person.username ?? '' ).trim() ) ||
		firstLetter( ( person.email ?? '' ).trim() )
	);
}
