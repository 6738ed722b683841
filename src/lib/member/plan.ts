/**
 * The member's plan, changed the way the server will change it: a planned workout moved to another
 * day of its week, a workout started from its planned day. The plan store applies these at once
 * (optimistic), and the offline copy of GET /plan and GET /plan/schema shows the writes still in
 * the outbox through them (src/offline/plan.ts).
 */

/**
 * Internal dependencies
 */
import { dateFormat, ENGLISH_MONTHS } from '../../i18n/format';
import { pageLanguageTag } from '../../i18n/language';
import type {
	Plan,
	PlanDay,
	PlanSchema,
	PlanWeekDate,
} from '../../data/plan/types';

const pad = ( value: number ): string => String( value ).padStart( 2, '0' );

/**
 * A 'Y-m-d' date as a local Date at noon (no daylight saving shift moves it to another day).
 *
 * @param iso 'Y-m-d'.
 */
function noonOf( iso: string ): Date {
	const [ year, month, day ] = iso.split( '-' ).map( Number );
	return new Date( year, month - 1, day, 12 );
}

/**
 * A local Date as 'Y-m-d'.
 *
 * @param date The date.
 */
export function isoOf( date: Date ): string {
	return `${ date.getFullYear() }-${ pad( date.getMonth() + 1 ) }-${ pad(
		date.getDate()
	) }`;
}

/**
 * The date some days after (or before) another.
 *
 * @param iso  'Y-m-d'.
 * @param days How many days later (negative: earlier).
 */
export function addDays( iso: string, days: number ): string {
	const date = noonOf( iso );
	date.setDate( date.getDate() + days );
	return isoOf( date );
}

/**
 * The Monday of the week (Monday to Sunday) a date is in.
 *
 * @param iso 'Y-m-d'.
 */
export function mondayOf( iso: string ): string {
	const weekday = ( noonOf( iso ).getDay() + 6 ) % 7;
	return addDays( iso, -weekday );
}

/** Day and month names as Intl writes them in the app's two languages (without dots). */
const NAMES: Record<
	string,
	{
		days: readonly string[];
		short: readonly string[];
		months: readonly string[];
		monthsShort: readonly string[];
	}
> = {
	nl: {
		days: [
			'zondag',
			'maandag',
			'dinsdag',
			'woensdag',
			'donderdag',
			'vrijdag',
			'zaterdag',
		],
		short: [ 'zo', 'ma', 'di', 'wo', 'do', 'vr', 'za' ],
		months: [
			'januari',
			'februari',
			'maart',
			'april',
			'mei',
			'juni',
			'juli',
			'augustus',
			'september',
			'oktober',
			'november',
			'december',
		],
		monthsShort: [
			'jan',
			'feb',
			'mrt',
			'apr',
			'mei',
			'jun',
			'jul',
			'aug',
			'sep',
			'okt',
			'nov',
			'dec',
		],
	},
	'en-US': {
		days: [
			'Sunday',
			'Monday',
			'Tuesday',
			'Wednesday',
			'Thursday',
			'Friday',
			'Saturday',
		],
		short: [ 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat' ],
		months: [
			'January',
			'February',
			'March',
			'April',
			'May',
			'June',
			'July',
			'August',
			'September',
			'October',
			'November',
			'December',
		],
		// Intl's short English months: the ones the charts' labels use.
		monthsShort: ENGLISH_MONTHS,
	},
};

/**
 * A plan date written out in the page's language: 'short' gives the day's short name ('ma',
 * 'Mon'), 'day' the day and date ('wo 14 mei', 'Wed May 14'), 'long' the full day and date
 * ('woensdag 14 mei', 'Wednesday May 14'). In Dutch and English from the names above, as Intl
 * writes them (a Jest test compares both on every day of a year): making Intl's date formats
 * took ~120 ms of a phone's main thread on Home's first render. Other languages: Intl.
 *
 * @param iso   'Y-m-d'.
 * @param style What to write.
 */
export function formatPlanDate(
	iso: string,
	style: 'short' | 'day' | 'long'
): string {
	if ( ! /^\d{4}-\d{2}-\d{2}$/.test( iso ) ) {
		return iso;
	}
	const date = noonOf( iso );
	const tag = pageLanguageTag();
	const names = NAMES[ tag.startsWith( 'nl' ) ? 'nl' : tag ];
	if ( names ) {
		const weekday = date.getDay();
		const month = date.getMonth();
		if ( 'short' === style ) {
			return names.short[ weekday ];
		}
		const long = 'long' === style;
		const dayName = long ? names.days[ weekday ] : names.short[ weekday ];
		const monthName = long
			? names.months[ month ]
			: names.monthsShort[ month ];
		return names === NAMES.nl
			? `${ dayName } ${ date.getDate() } ${ monthName }`
			: `${ dayName } ${ monthName } ${ date.getDate() }`;
	}
	return intlPlanDate( date, style );
}

/**
 * What formatPlanDate() writes, by Intl (languages without names above; the test's reference).
 *
 * @param date  The date (noon).
 * @param style What to write.
 */
export function intlPlanDate(
	date: Date,
	style: 'short' | 'day' | 'long'
): string {
	const options: Intl.DateTimeFormatOptions =
		'short' === style
			? { weekday: 'short' }
			: {
					weekday: 'long' === style ? 'long' : 'short',
					day: 'numeric',
					month: 'long' === style ? 'long' : 'short',
				};
	// Intl writes 'wo 14 mei' in Dutch, with a dot after some short months ('mrt.'): no dots.
	return dateFormat( options )
		.format( date )
		.replace( /\./g, '' )
		.replace( ',', '' );
}

/**
 * The dates a planned workout may be moved to: the other days of its week (Monday to Sunday),
 * from today on. None for a workout done or missed.
 *
 * @param day   The planned workout.
 * @param today Today, 'Y-m-d'.
 */
export function moveTargets( day: PlanDay, today: string ): string[] {
	if ( ! canMove( day, today ) ) {
		return [];
	}
	// The week it was first planned in (a move never leaves it).
	const monday = mondayOf( day.moved_from ?? day.date );
	const dates: string[] = [];
	for ( let offset = 0; offset < 7; offset++ ) {
		const date = addDays( monday, offset );
		if ( date >= today && date !== day.date ) {
			dates.push( date );
		}
	}
	return dates;
}

/**
 * Whether a planned workout can be moved: not done, and not in the past.
 *
 * @param day   The planned workout.
 * @param today Today, 'Y-m-d'.
 */
export function canMove( day: PlanDay, today: string ): boolean {
	return 'planned' === day.status && day.date >= today;
}

/**
 * A planned workout on another date: remembers where it was planned first.
 *
 * @param day The planned workout.
 * @param to  Its new date.
 */
function movedDay( day: PlanDay, to: string ): PlanDay {
	const first = day.moved_from ?? day.date;
	return {
		...day,
		date: to,
		// Back on the day it was first planned on, it counts as never moved.
		moved_from: to === first ? null : first,
	};
}

function byDate( a: PlanDay, b: PlanDay ): number {
	if ( a.date === b.date ) {
		return a.id - b.id;
	}
	return a.date < b.date ? -1 : 1;
}

/**
 * The workout planned on a date of this week, or null.
 *
 * @param week The week's dates.
 * @param date 'Y-m-d'.
 */
function firstOn( week: PlanWeekDate[], date: string ): PlanDay | null {
	return week.find( ( entry ) => entry.date === date )?.days[ 0 ] ?? null;
}

/**
 * Changes one planned workout wherever a plan shows it (today and this week).
 *
 * @param plan   The plan.
 * @param id     The planned workout's id.
 * @param change Gives the changed day.
 */
function changeInPlan(
	plan: Plan,
	id: number,
	change: ( day: PlanDay ) => PlanDay
): Plan {
	const found =
		plan.week
			.flatMap( ( entry ) => entry.days )
			.find( ( day ) => day.id === id ) ??
		( plan.today.day?.id === id ? plan.today.day : null );
	if ( ! found ) {
		return plan;
	}
	const changed = change( found );
	const week = plan.week.map( ( entry ) => {
		const others = entry.days.filter( ( day ) => day.id !== id );
		const days =
			entry.date === changed.date
				? [ ...others, changed ].sort( byDate )
				: others;
		return days.length === entry.days.length &&
			days.every( ( day, index ) => day === entry.days[ index ] )
			? entry
			: { ...entry, days };
	} );
	let todayDay = plan.today.day;
	if ( todayDay?.id === id ) {
		todayDay =
			changed.date === plan.today.date
				? changed
				: firstOn( week, plan.today.date );
	} else if ( ! todayDay && changed.date === plan.today.date ) {
		todayDay = changed;
	}
	return { ...plan, week, today: { ...plan.today, day: todayDay } };
}

/**
 * Changes one planned workout in the program's weeks.
 *
 * @param schema The weeks.
 * @param id     The planned workout's id.
 * @param change Gives the changed day.
 */
function changeInSchema(
	schema: PlanSchema,
	id: number,
	change: ( day: PlanDay ) => PlanDay
): PlanSchema {
	let touched = false;
	const weeks = schema.weeks.map( ( week ) => {
		if ( ! week.days.some( ( day ) => day.id === id ) ) {
			return week;
		}
		touched = true;
		return {
			...week,
			days: week.days
				.map( ( day ) => ( day.id === id ? change( day ) : day ) )
				.sort( byDate ),
		};
	} );
	return touched ? { ...schema, weeks } : schema;
}

/**
 * The plan with a planned workout moved to another date.
 *
 * @param plan The plan.
 * @param id   The planned workout's id.
 * @param to   Its new date, 'Y-m-d'.
 */
export function moveInPlan( plan: Plan, id: number, to: string ): Plan {
	return changeInPlan( plan, id, ( day ) => movedDay( day, to ) );
}

/**
 * The program's weeks with a planned workout moved to another date.
 *
 * @param schema The weeks.
 * @param id     The planned workout's id.
 * @param to     Its new date, 'Y-m-d'.
 */
export function moveInSchema(
	schema: PlanSchema,
	id: number,
	to: string
): PlanSchema {
	return changeInSchema( schema, id, ( day ) => movedDay( day, to ) );
}

/**
 * A planned workout a session was started for: done.
 *
 * @param sessionId The session's id (a temporary one while it waits in the outbox).
 */
const doneBy =
	( sessionId: number | null ) =>
	( day: PlanDay ): PlanDay => ( {
		...day,
		status: 'done',
		session_id: sessionId,
	} );

/**
 * The plan with a session started for a planned workout.
 *
 * @param plan      The plan.
 * @param id        The planned workout's id.
 * @param sessionId The session's id.
 */
export function startedInPlan(
	plan: Plan,
	id: number,
	sessionId: number | null
): Plan {
	return changeInPlan( plan, id, doneBy( sessionId ) );
}

/**
 * The program's weeks with a session started for a planned workout.
 *
 * @param schema    The weeks.
 * @param id        The planned workout's id.
 * @param sessionId The session's id.
 */
export function startedInSchema(
	schema: PlanSchema,
	id: number,
	sessionId: number | null
): PlanSchema {
	return changeInSchema( schema, id, doneBy( sessionId ) );
}

/**
 * Whether an answer is a plan (GET /plan, POST /plan/days/{id}/move).
 *
 * @param value The answer.
 */
export function isPlan( value: unknown ): value is Plan {
	const plan = value as Partial< Plan > | null;
	return (
		!! plan &&
		'object' === typeof plan &&
		'program' in plan &&
		Array.isArray( plan.week ) &&
		!! plan.today &&
		'object' === typeof plan.today
	);
}
