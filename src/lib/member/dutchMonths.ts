/**
 * The weight-trend API labels days as '5 May' (English month abbreviations); the chart shows
 * them in Dutch (spec §4: May → Mei, Oct → Okt, ...).
 */

const DUTCH_MONTHS: Readonly< Record< string, string > > = {
	jan: 'Jan',
	feb: 'Feb',
	mar: 'Mrt',
	apr: 'Apr',
	may: 'Mei',
	jun: 'Jun',
	jul: 'Jul',
	aug: 'Aug',
	sep: 'Sep',
	sept: 'Sep',
	oct: 'Okt',
	nov: 'Nov',
	dec: 'Dec',
};

/**
 * Dutch abbreviation of an English month abbreviation (case-insensitive), or the input as is.
 *
 * @param month E.g. 'May'.
 * @return E.g. 'Mei'.
 */
export function dutchMonth( month: string ): string {
	return DUTCH_MONTHS[ month.toLowerCase() ] ?? month;
}

/**
 * Replaces every English month abbreviation in a label by its Dutch one: '5 May' → '5 Mei'.
 *
 * @param label A date label from the API.
 * @return The label in Dutch.
 */
export function dutchDateLabel( label: string ): string {
	return label.replace( /\b[A-Za-z]{3,4}\b/g, ( word ) =>
		dutchMonth( word )
	);
}
