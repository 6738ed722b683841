/**
 * The coach's programs (issue 28, items 1 and 4): the server's answers read defensively, the
 * editor's changes to a program (a day's workout, the number of weeks, copying a week to the
 * weeks after it, a week's override and a progression), a week's prescription as the member gets
 * it, the server's field errors, and the texts of the plan ('Week 2 van 8', 'Schema gevolgd: 3
 * van 4', '+2,5 kg per week').
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ApiRequestError } from '../../api/client';
import type { Prescription, Workout } from '../../api/types';
import { formatNumber } from '../../i18n/format';
import type {
	AdherenceWeek,
	MemberPlan,
	PlanDay,
	Program,
	ProgramChange,
	ProgramDay,
	ProgramFields,
	ProgramProgression,
} from '../../data/programs/types';

/** The most weeks a program may have. */
export const MAX_WEEKS = 52;

function isObject( value: unknown ): value is Record< string, unknown > {
	return typeof value === 'object' && value !== null;
}

function whole( value: unknown ): number {
	const number = Number( value );
	return Number.isInteger( number ) ? number : 0;
}

function numberOrNull( value: unknown ): number | null {
	if ( null === value || undefined === value || '' === value ) {
		return null;
	}
	const number = Number( value );
	return Number.isFinite( number ) ? number : null;
}

/**
 * A prescription as sent (every field present).
 *
 * @param value What the server sent.
 */
export function readPrescription( value: unknown ): Prescription {
	const given = isObject( value ) ? value : {};
	return {
		sets: numberOrNull( given.sets ),
		reps_min: numberOrNull( given.reps_min ),
		reps_max: numberOrNull( given.reps_max ),
		weight: numberOrNull( given.weight ),
		rpe: numberOrNull( given.rpe ),
		rest: numberOrNull( given.rest ),
		note: 'string' === typeof given.note ? given.note : '',
	};
}

function readDays( value: unknown ): ProgramDay[] {
	return ( Array.isArray( value ) ? value : [] )
		.filter( isObject )
		.map( ( day ) => ( {
			week: whole( day.week ),
			day: whole( day.day ),
			workout_id: whole( day.workout_id ),
		} ) )
		.filter(
			( day ) =>
				day.week > 0 &&
				day.day >= 1 &&
				day.day <= 7 &&
				day.workout_id > 0
		);
}

function readChanges( value: unknown ): ProgramChange[] {
	return ( Array.isArray( value ) ? value : [] )
		.filter( isObject )
		.map( ( change ) => ( {
			week: whole( change.week ),
			workout_id: whole( change.workout_id ),
			exercise_id: whole( change.exercise_id ),
			prescription: readPrescription( change.prescription ),
		} ) )
		.filter(
			( change ) =>
				change.week > 0 &&
				change.workout_id > 0 &&
				change.exercise_id > 0
		);
}

function readProgression( value: unknown ): ProgramProgression[] {
	return ( Array.isArray( value ) ? value : [] )
		.filter( isObject )
		.map( ( step ) => ( {
			workout_id: whole( step.workout_id ),
			exercise_id: whole( step.exercise_id ),
			weight_step: numberOrNull( step.weight_step ) ?? 0,
		} ) )
		.filter( ( step ) => step.workout_id > 0 && step.exercise_id > 0 );
}

/**
 * A program as the server sent it (bare or as { program }), null when the answer holds none.
 *
 * @param answer Parsed JSON body.
 */
export function readProgram( answer: unknown ): Program | null {
	const value =
		isObject( answer ) && isObject( answer.program )
			? answer.program
			: answer;
	if ( ! isObject( value ) || whole( value.id ) <= 0 ) {
		return null;
	}
	const author = isObject( value.author )
		? {
				id: whole( value.author.id ),
				name:
					'string' === typeof value.author.name
						? value.author.name
						: '',
			}
		: null;
	return {
		id: whole( value.id ),
		title: 'string' === typeof value.title ? value.title : '',
		weeks: Math.max( 1, whole( value.weeks ) ),
		author,
		assigned: Math.max( 0, whole( value.assigned ) ),
		days: readDays( value.days ),
		changes: readChanges( value.changes ),
		progression: readProgression( value.progression ),
		modified: 'string' === typeof value.modified ? value.modified : '',
	};
}

/** One page of the program list. */
export interface ProgramPage {
	data: Program[];
	pages: number;
	total: number;
}

/**
 * A page of GET /admin/programs: { data, pages, total } or a bare array (one page).
 *
 * @param answer Parsed JSON body.
 */
export function readProgramPage( answer: unknown ): ProgramPage {
	let list: unknown[] = [];
	if ( Array.isArray( answer ) ) {
		list = answer;
	} else if ( isObject( answer ) && Array.isArray( answer.data ) ) {
		list = answer.data;
	}
	const data = list
		.map( readProgram )
		.filter( ( program ): program is Program => null !== program );
	const pages = isObject( answer ) ? whole( answer.pages ) : 0;
	const total = isObject( answer ) ? numberOrNull( answer.total ) : null;
	return {
		data,
		pages: pages > 0 ? pages : 1,
		total: null !== total && total >= 0 ? total : data.length,
	};
}

function readPlanDay( value: unknown ): PlanDay | null {
	if ( ! isObject( value ) || whole( value.id ) <= 0 ) {
		return null;
	}
	const workout = isObject( value.workout ) ? value.workout : {};
	const status = [ 'planned', 'done', 'missed' ].includes(
		value.status as string
	)
		? ( value.status as PlanDay[ 'status' ] )
		: 'planned';
	return {
		id: whole( value.id ),
		date: 'string' === typeof value.date ? value.date : '',
		week: whole( value.week ),
		workout: {
			id: whole( workout.id ),
			title: 'string' === typeof workout.title ? workout.title : '',
		},
		status,
		session_id: whole( value.session_id ) || null,
		moved_from:
			'string' === typeof value.moved_from ? value.moved_from : null,
	};
}

/**
 * A member's plan (GET /admin/users/{id}/plan); an answer without a program is a plan without one.
 *
 * @param answer Parsed JSON body.
 */
export function readPlan( answer: unknown ): MemberPlan {
	const value = isObject( answer ) ? answer : {};
	const program =
		isObject( value.program ) && whole( value.program.id ) > 0
			? {
					id: whole( value.program.id ),
					title:
						'string' === typeof value.program.title
							? value.program.title
							: '',
					weeks: whole( value.program.weeks ),
				}
			: null;
	const today = isObject( value.today )
		? {
				date:
					'string' === typeof value.today.date
						? value.today.date
						: '',
				day: readPlanDay( value.today.day ),
			}
		: null;
	const adherence: AdherenceWeek[] = (
		Array.isArray( value.adherence ) ? value.adherence : []
	)
		.filter( isObject )
		.map( ( week ) => ( {
			week_start:
				'string' === typeof week.week_start ? week.week_start : '',
			planned: Math.max( 0, whole( week.planned ) ),
			done: Math.max( 0, whole( week.done ) ),
		} ) )
		.filter( ( week ) => '' !== week.week_start );
	return {
		program,
		start_date:
			program && 'string' === typeof value.start_date
				? value.start_date
				: null,
		current_week: program ? whole( value.current_week ) || null : null,
		weeks: program ? whole( value.weeks ) || program.weeks || null : null,
		today,
		adherence,
	};
}

/* The editor ------------------------------------------------------------------------------------ */

/** A new program's fields. */
export const emptyProgram = (): ProgramFields => ( {
	title: '',
	weeks: 4,
	days: [],
	changes: [],
	progression: [],
} );

/**
 * The fields of a program as the editor starts from it.
 *
 * @param program The program read.
 */
export const fieldsOfProgram = ( program: Program ): ProgramFields => ( {
	title: program.title,
	weeks: program.weeks,
	days: program.days,
	changes: program.changes,
	progression: program.progression,
} );

/**
 * The names of the days of a week, Monday first (ISO day 1 … 7).
 */
export function dayNames(): string[] {
	return [
		__( 'Maandag', 'fitcoach' ),
		__( 'Dinsdag', 'fitcoach' ),
		__( 'Woensdag', 'fitcoach' ),
		__( 'Donderdag', 'fitcoach' ),
		__( 'Vrijdag', 'fitcoach' ),
		__( 'Zaterdag', 'fitcoach' ),
		__( 'Zondag', 'fitcoach' ),
	];
}

/**
 * The names of the days as they read inside a sentence (Dutch writes them in lower case, English
 * does not: the translation decides).
 */
export function dayNamesInSentence(): string[] {
	return [
		__( 'maandag', 'fitcoach' ),
		__( 'dinsdag', 'fitcoach' ),
		__( 'woensdag', 'fitcoach' ),
		__( 'donderdag', 'fitcoach' ),
		__( 'vrijdag', 'fitcoach' ),
		__( 'zaterdag', 'fitcoach' ),
		__( 'zondag', 'fitcoach' ),
	];
}

/**
 * The workout planned on a day of a week, 0 for a rest day.
 *
 * @param fields The program.
 * @param week   Week (from 1).
 * @param day    ISO day.
 */
export function workoutOn(
	fields: ProgramFields,
	week: number,
	day: number
): number {
	return (
		fields.days.find( ( item ) => item.week === week && item.day === day )
			?.workout_id ?? 0
	);
}

/**
 * The program with a day's workout set (0: a rest day). Days keep the week-then-day order.
 *
 * @param fields  The program.
 * @param week    Week (from 1).
 * @param day     ISO day.
 * @param workout Workout id, 0 for none.
 */
export function setDay(
	fields: ProgramFields,
	week: number,
	day: number,
	workout: number
): ProgramFields {
	const days = fields.days.filter(
		( item ) => ! ( item.week === week && item.day === day )
	);
	if ( workout > 0 ) {
		days.push( { week, day, workout_id: workout } );
	}
	days.sort( ( a, b ) => a.week - b.week || a.day - b.day );
	return { ...fields, days };
}

/**
 * The program with another number of weeks: days and overrides of weeks beyond it go.
 *
 * @param fields The program.
 * @param weeks  Number of weeks.
 */
export function setWeeks(
	fields: ProgramFields,
	weeks: number
): ProgramFields {
	return {
		...fields,
		weeks,
		days: fields.days.filter( ( item ) => item.week <= weeks ),
		changes: fields.changes.filter( ( item ) => item.week <= weeks ),
	};
}

/**
 * Copies a week's days and overrides to every week after it (what those weeks had goes).
 *
 * @param fields The program.
 * @param week   The week to copy.
 */
export function copyWeekForward(
	fields: ProgramFields,
	week: number
): ProgramFields {
	const days = fields.days.filter( ( item ) => item.week <= week );
	const changes = fields.changes.filter( ( item ) => item.week <= week );
	const source = fields.days.filter( ( item ) => item.week === week );
	const sourceChanges = fields.changes.filter(
		( item ) => item.week === week
	);
	for ( let next = week + 1; next <= fields.weeks; next++ ) {
		source.forEach( ( item ) => days.push( { ...item, week: next } ) );
		sourceChanges.forEach( ( item ) =>
			changes.push( {
				...item,
				week: next,
				prescription: { ...item.prescription },
			} )
		);
	}
	days.sort( ( a, b ) => a.week - b.week || a.day - b.day );
	return { ...fields, days, changes };
}

/** An exercise of a workout the program plans. */
export interface ExerciseChoice {
	workout_id: number;
	exercise_id: number;
	/** 'Bankdrukken (Kracht A)'. */
	label: string;
	/** The workout's own prescription. */
	prescription: Prescription;
}

/**
 * The exercises of the given workouts, in the workouts' order.
 *
 * @param workouts   The workouts that can be planned.
 * @param workoutIds The workouts wanted (in this order).
 */
export function exerciseChoices(
	workouts: readonly Workout[],
	workoutIds: readonly number[]
): ExerciseChoice[] {
	const choices: ExerciseChoice[] = [];
	const seen = new Set< number >();
	workoutIds.forEach( ( id ) => {
		const workout = workouts.find( ( item ) => item.id === id );
		if ( ! workout || seen.has( id ) ) {
			return;
		}
		seen.add( id );
		workout.exercises.forEach( ( entry ) => {
			const name =
				entry.title || entry.exercise?.post_title || String( entry.id );
			choices.push( {
				workout_id: workout.id,
				exercise_id: entry.id,
				label: `${ name } (${ workout.title })`,
				prescription: readPrescription( entry.prescription ),
			} );
		} );
	} );
	return choices;
}

/**
 * The workouts a program plans, in the order of their first day.
 *
 * @param fields The program.
 * @param week   Only this week (all weeks when left out).
 */
export function plannedWorkouts(
	fields: ProgramFields,
	week?: number
): number[] {
	return fields.days
		.filter( ( item ) => undefined === week || item.week === week )
		.map( ( item ) => item.workout_id )
		.filter( ( id, index, all ) => all.indexOf( id ) === index );
}

/**
 * A week's prescription of an exercise as the member gets it: the week's override, else the
 * workout's own with the progression's steps added to its weight (weight + (week - 1) × step).
 *
 * @param fields The program.
 * @param choice The exercise.
 * @param week   Week (from 1).
 */
export function weekPrescription(
	fields: ProgramFields,
	choice: ExerciseChoice,
	week: number
): Prescription {
	const change = fields.changes.find(
		( item ) =>
			item.week === week &&
			item.workout_id === choice.workout_id &&
			item.exercise_id === choice.exercise_id
	);
	if ( change ) {
		return change.prescription;
	}
	const step = fields.progression.find(
		( item ) =>
			item.workout_id === choice.workout_id &&
			item.exercise_id === choice.exercise_id
	);
	const base = choice.prescription;
	if ( ! step || null === base.weight ) {
		return base;
	}
	return {
		...base,
		weight:
			Math.round(
				( base.weight + ( week - 1 ) * step.weight_step ) * 10
			) / 10,
	};
}

/**
 * The program with a week's override of an exercise set (null removes it).
 *
 * @param fields       The program.
 * @param week         Week.
 * @param workout      Workout id.
 * @param exercise     Exercise id.
 * @param prescription The week's prescription, or null to follow the workout again.
 */
export function setChange(
	fields: ProgramFields,
	week: number,
	workout: number,
	exercise: number,
	prescription: Prescription | null
): ProgramFields {
	const index = fields.changes.findIndex(
		( item ) =>
			item.week === week &&
			item.workout_id === workout &&
			item.exercise_id === exercise
	);
	const changes = [ ...fields.changes ];
	if ( null === prescription ) {
		if ( index >= 0 ) {
			changes.splice( index, 1 );
		}
	} else if ( index >= 0 ) {
		changes[ index ] = { ...changes[ index ], prescription };
	} else {
		changes.push( {
			week,
			workout_id: workout,
			exercise_id: exercise,
			prescription,
		} );
	}
	return { ...fields, changes };
}

/**
 * The program with an exercise's progression set (null removes it).
 *
 * @param fields   The program.
 * @param workout  Workout id.
 * @param exercise Exercise id.
 * @param step     kg per week, or null.
 */
export function setProgression(
	fields: ProgramFields,
	workout: number,
	exercise: number,
	step: number | null
): ProgramFields {
	const progression = fields.progression.filter(
		( item ) =>
			! ( item.workout_id === workout && item.exercise_id === exercise )
	);
	if ( null !== step ) {
		const at = fields.progression.findIndex(
			( item ) =>
				item.workout_id === workout && item.exercise_id === exercise
		);
		const entry = {
			workout_id: workout,
			exercise_id: exercise,
			weight_step: step,
		};
		progression.splice( at >= 0 ? at : progression.length, 0, entry );
	}
	return { ...fields, progression };
}

/**
 * The program as it is saved: days and overrides within its weeks, overrides only of workouts
 * planned in their week, progressions only of workouts it plans.
 *
 * @param fields The program.
 */
export function cleanProgram( fields: ProgramFields ): ProgramFields {
	const days = fields.days.filter( ( item ) => item.week <= fields.weeks );
	const planned = ( week: number, workout: number ) =>
		days.some(
			( item ) => item.week === week && item.workout_id === workout
		);
	return {
		...fields,
		days,
		changes: fields.changes.filter( ( item ) =>
			planned( item.week, item.workout_id )
		),
		progression: fields.progression.filter( ( item ) =>
			days.some( ( day ) => day.workout_id === item.workout_id )
		),
	};
}

/* Errors ---------------------------------------------------------------------------------------- */

/** The editor's errors: per field ('title', 'weeks') and the rest as lines. */
export interface ProgramErrors {
	title?: string;
	weeks?: string;
	other: string[];
}

/**
 * The form's own checks before a save: a name, and 1 to 52 weeks.
 *
 * @param fields The program.
 * @return The errors; null when there are none.
 */
export function checkProgram( fields: ProgramFields ): ProgramErrors | null {
	const errors: ProgramErrors = { other: [] };
	if ( '' === fields.title.trim() ) {
		errors.title = __( 'Vul een naam in.', 'fitcoach' );
	}
	if (
		! Number.isInteger( fields.weeks ) ||
		fields.weeks < 1 ||
		fields.weeks > MAX_WEEKS
	) {
		errors.weeks = sprintf(
			/* translators: %d: the most weeks a program may have. */
			__( 'Kies 1 tot %d weken.', 'fitcoach' ),
			MAX_WEEKS
		);
	}
	return errors.title || errors.weeks ? errors : null;
}

/**
 * Where a day the server named by its place in the sent days is: 'Week 2, dinsdag'.
 *
 * @param day A sent day.
 */
function dayPlace( day: ProgramDay ): string {
	return sprintf(
		/* translators: 1: week number, 2: name of the day. */
		__( 'Week %1$d, %2$s', 'fitcoach' ),
		day.week,
		dayNamesInSentence()[ day.day - 1 ] ?? ''
	);
}

/**
 * The editor's errors from a save the server refused with 400 (data.params: a message per field,
 * 'title', 'weeks', or a path into the sent days, overrides or progression). A message about a
 * sent day says which day.
 *
 * @param error What the save failed with.
 * @param sent  The fields sent.
 * @return The errors; null for any other failure.
 */
export function serverProgramErrors(
	error: unknown,
	sent: ProgramFields
): ProgramErrors | null {
	if ( ! ( error instanceof ApiRequestError ) || 400 !== error.status ) {
		return null;
	}
	const params = ( error.data as { params?: unknown } | null )?.params;
	const errors: ProgramErrors = { other: [] };
	if ( isObject( params ) ) {
		Object.entries( params ).forEach( ( [ path, value ] ) => {
			const message =
				'string' === typeof value && '' !== value.trim()
					? value.trim()
					: error.message;
			if ( /^title\b/.test( path ) ) {
				errors.title = message;
			} else if ( /^weeks\b/.test( path ) ) {
				errors.weeks = message;
			} else {
				const day = /^days\[(\d+)\]/.exec( path );
				const named = day ? sent.days[ Number( day[ 1 ] ) ] : undefined;
				errors.other.push(
					named ? `${ dayPlace( named ) }: ${ message }` : message
				);
			}
		} );
	}
	if ( ! errors.title && ! errors.weeks && 0 === errors.other.length ) {
		errors.other.push(
			error.message ||
				__( 'Het programma kon niet worden opgeslagen.', 'fitcoach' )
		);
	}
	return errors;
}

/* Texts ----------------------------------------------------------------------------------------- */

/**
 * '+2,5 kg per week'.
 *
 * @param step kg per week.
 */
export function progressionText( step: number ): string {
	return sprintf(
		/* translators: %s: kilograms added each week, with its sign ('+2,5'). */
		__( '%s kg per week', 'fitcoach' ),
		( step >= 0 ? '+' : '' ) + formatNumber( step, 0, 2 )
	);
}

/**
 * 'Week 2 van 8'.
 *
 * @param week  The current week.
 * @param weeks The program's weeks.
 */
export function weekOfText( week: number, weeks: number ): string {
	return sprintf(
		/* translators: 1: the current week of the program, 2: its number of weeks. */
		__( 'Week %1$d van %2$d', 'fitcoach' ),
		week,
		weeks
	);
}

/**
 * 'Schema gevolgd: 3 van 4'.
 *
 * @param week A week's planned and done workouts.
 */
export function adherenceText( week: AdherenceWeek ): string {
	return sprintf(
		/* translators: 1: planned workouts done, 2: workouts planned (in one week). */
		__( 'Schema gevolgd: %1$d van %2$d', 'fitcoach' ),
		week.done,
		week.planned
	);
}
