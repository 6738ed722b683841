/**
 * The answer of GET /admin/users/{id}/progress read defensively: anything missing or of the wrong
 * kind becomes an empty list or null, so the screen shows its empty texts instead of failing.
 */

/**
 * Internal dependencies
 */
import type {
	MemberProgress,
	ProgressRecord,
	ProgressSession,
	WeekCount,
	WeightPeriod,
	WeightPoint,
} from './types';

type Loose = Record< string, unknown >;

const isObject = ( value: unknown ): value is Loose =>
	'object' === typeof value && null !== value;

const text = ( value: unknown ): string =>
	'string' === typeof value ? value : '';

/**
 * A finite number (also from numeric text), or null.
 *
 * @param value A value as sent.
 */
export function numberOrNull( value: unknown ): number | null {
	if ( null === value || undefined === value || '' === value ) {
		return null;
	}
	const number = Number( value );
	return Number.isFinite( number ) ? number : null;
}

const numberOrZero = ( value: unknown ): number => numberOrNull( value ) ?? 0;

/**
 * The entries of a list that read, in order.
 *
 * @param value A list as sent.
 * @param read  Reads one entry (null: left out).
 */
function listOf< T >(
	value: unknown,
	read: ( entry: Loose ) => T | null
): T[] {
	if ( ! Array.isArray( value ) ) {
		return [];
	}
	return value
		.map( ( entry ) => ( isObject( entry ) ? read( entry ) : null ) )
		.filter( ( entry ): entry is T => null !== entry );
}

function readPoint( entry: Loose ): WeightPoint | null {
	const weight = numberOrNull( entry.weight );
	const date = text( entry.date );
	return null === weight || '' === date ? null : { date, weight };
}

function readPeriod( value: unknown ): WeightPeriod {
	const period = isObject( value ) ? value : {};
	const points = listOf( period.points, readPoint );
	return {
		points,
		rate_per_week: numberOrNull( period.rate_per_week ),
		first: numberOrNull( period.first ) ?? points[ 0 ]?.weight ?? null,
		last:
			numberOrNull( period.last ) ??
			points[ points.length - 1 ]?.weight ??
			null,
	};
}

function readSession( entry: Loose ): ProgressSession | null {
	const id = Number( entry.id );
	if ( ! Number.isInteger( id ) || id <= 0 ) {
		return null;
	}
	return {
		id,
		date: text( entry.date ),
		title: text( entry.title ),
		workout_name: text( entry.workout_name ),
		total_weight: numberOrZero( entry.total_weight ),
		exercise_count: numberOrZero( entry.exercise_count ),
	};
}

function readWeek( entry: Loose ): WeekCount | null {
	const start = text( entry.week_start );
	return '' === start
		? null
		: {
				week_start: start,
				count: numberOrZero( entry.count ),
				total_weight: numberOrZero( entry.total_weight ),
			};
}

function readRecord( entry: Loose ): ProgressRecord | null {
	const heaviest = numberOrNull( entry.heaviest_weight );
	const estimated = numberOrNull( entry.estimated_1rm );
	if ( null === heaviest && null === estimated ) {
		return null;
	}
	return {
		exercise_id: numberOrZero( entry.exercise_id ),
		exercise_title: text( entry.exercise_title ),
		heaviest_weight: heaviest,
		estimated_1rm: estimated,
		date: text( entry.date ),
	};
}

/**
 * A member's progress as the screen uses it.
 *
 * @param response Parsed JSON body.
 */
export function readProgress( response: unknown ): MemberProgress {
	const body = isObject( response ) ? response : {};
	const weight = isObject( body.weight ) ? body.weight : {};
	const totals = isObject( body.totals ) ? body.totals : {};
	return {
		goal_weight: numberOrNull( body.goal_weight ),
		weight: {
			days_30: readPeriod( weight.days_30 ),
			days_90: readPeriod( weight.days_90 ),
		},
		last_sessions: listOf( body.last_sessions, readSession ),
		sessions_per_week: listOf( body.sessions_per_week, readWeek ),
		records: listOf( body.records, readRecord ),
		totals: {
			sessions: numberOrZero( totals.sessions ),
			total_weight: numberOrZero( totals.total_weight ),
		},
	};
}
