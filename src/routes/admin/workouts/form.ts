/**
 * The workout form's values and the server's shapes: a prescription as typed (text per field,
 * decimals with a comma or a point) and as sent (numbers, null for an empty field; what is not a
 * number is sent as typed, so the server names it with wp-admin's own message), and the
 * server's field errors (data.params paths) per field of the form.
 */

/**
 * Internal dependencies
 */
import type {
	CatalogueWorkout,
	Prescription,
	WorkoutInput,
} from '../../../data/catalogue';

/** The prescription fields of the form, in order. */
export const PRESCRIPTION_FIELDS = [
	'sets',
	'reps_min',
	'reps_max',
	'weight',
	'rpe',
	'rest',
	'note',
] as const;

export type PrescriptionField = ( typeof PRESCRIPTION_FIELDS )[ number ];

/** One exercise of the form. */
export interface ExerciseRow {
	id: number;
	title: string;
	video_url: string;
	values: Record< PrescriptionField, string >;
}

/** The whole form. */
export interface WorkoutForm {
	title: string;
	description: string;
	exercises: ExerciseRow[];
	everyone: boolean;
	members: number[];
}

/**
 * The typed values of a stored prescription ('' for none).
 *
 * @param prescription The stored prescription, or null.
 */
export function typedValues(
	prescription: Prescription | null
): Record< PrescriptionField, string > {
	const shown = ( value: number | null | undefined ): string =>
		null === value || undefined === value
			? ''
			: String( value ).replace( '.', ',' );
	return {
		sets: shown( prescription?.sets ),
		reps_min: shown( prescription?.reps_min ),
		reps_max: shown( prescription?.reps_max ),
		weight: shown( prescription?.weight ),
		rpe: shown( prescription?.rpe ),
		rest: shown( prescription?.rest ),
		note: prescription?.note ?? '',
	};
}

/**
 * A typed number as sent: null when empty, a number when it is one (a comma is a decimal point),
 * else the text as typed (the server refuses it with its message).
 *
 * @param typed What was typed.
 */
export function sentNumber( typed: string ): number | string | null {
	const text = typed.trim();
	if ( '' === text ) {
		return null;
	}
	const normal = text.replace( ',', '.' );
	return /^-?\d+(\.\d+)?$/.test( normal ) ? Number( normal ) : text;
}

/**
 * The prescription as sent: null when every field is empty.
 *
 * @param values The typed values.
 */
export function sentPrescription(
	values: Record< PrescriptionField, string >
): Prescription | null {
	if (
		PRESCRIPTION_FIELDS.every( ( field ) => '' === values[ field ].trim() )
	) {
		return null;
	}
	// What is not a number goes as typed: the server's check names it.
	return {
		sets: sentNumber( values.sets ),
		reps_min: sentNumber( values.reps_min ),
		reps_max: sentNumber( values.reps_max ),
		weight: sentNumber( values.weight ),
		rpe: sentNumber( values.rpe ),
		rest: sentNumber( values.rest ),
		note: values.note.trim(),
	} as Prescription;
}

/**
 * The form of a stored workout, or of a new one.
 *
 * @param workout     The stored workout, or null.
 * @param mayEveryone Whether the coach may choose 'Iedereen' (a new workout's default).
 */
export function formOf(
	workout: CatalogueWorkout | null,
	mayEveryone: boolean
): WorkoutForm {
	if ( ! workout ) {
		return {
			title: '',
			description: '',
			exercises: [],
			everyone: mayEveryone,
			members: [],
		};
	}
	return {
		title: workout.title,
		description: workout.description,
		exercises: workout.exercises.map( ( exercise ) => ( {
			id: exercise.id,
			title: exercise.title,
			video_url: exercise.video_url,
			values: typedValues( exercise.prescription ),
		} ) ),
		everyone: workout.assigned.everyone,
		members: workout.assigned.members.map( ( member ) => member.id ),
	};
}

/**
 * What the form sends.
 *
 * @param form     The form.
 * @param modified The version read (an update), or undefined (a new workout).
 */
export function inputOf( form: WorkoutForm, modified?: string ): WorkoutInput {
	return {
		title: form.title.trim(),
		description: form.description,
		exercises: form.exercises.map( ( row ) => ( {
			id: row.id,
			prescription: sentPrescription( row.values ),
		} ) ),
		assigned: {
			everyone: form.everyone,
			members: form.everyone ? [] : form.members,
		},
		...( modified ? { modified } : {} ),
	};
}

/** The server's field errors sorted onto the form. */
export interface FormErrors {
	title?: string;
	description?: string;
	assigned?: string;
	exercises?: string;
	/** Per row index: 'exercise' (the row itself) or a prescription field. */
	rows: Record<
		number,
		Partial< Record< PrescriptionField | 'exercise', string > >
	>;
}

/**
 * Sorts the server's data.params onto the form's fields. 'reps' (a range) goes to the minimum,
 * 'load' (a weight and an RPE both) to the weight.
 *
 * @param params Path → Dutch message.
 */
export function formErrors( params: Record< string, string > ): FormErrors {
	const errors: FormErrors = { rows: {} };
	Object.entries( params ).forEach( ( [ path, message ] ) => {
		const match =
			/^exercises\[(\d+)\](?:\.(id|prescription)(?:\.(\w+))?)?$/.exec(
				path
			);
		if ( ! match ) {
			if (
				'title' === path ||
				'description' === path ||
				'assigned' === path ||
				'exercises' === path
			) {
				errors[ path ] = message;
			}
			return;
		}
		const index = Number( match[ 1 ] );
		const row = ( errors.rows[ index ] ??= {} );
		const field = match[ 3 ];
		let key: PrescriptionField | 'exercise' = 'exercise';
		if ( 'reps' === field ) {
			key = 'reps_min';
		} else if ( 'load' === field ) {
			key = 'weight';
		} else if (
			field &&
			( PRESCRIPTION_FIELDS as readonly string[] ).includes( field )
		) {
			key = field as PrescriptionField;
		}
		row[ key ] = row[ key ] ? `${ row[ key ] } ${ message }` : message;
	} );
	return errors;
}
