/**
 * The rules of the check-in form: the week score is required when asked, the other scales 1–5 or
 * left open, the weight 20–400 kg (written with a comma or a point), each photo a PNG or JPEG of at
 * most 5 MB (the server's own rules; its refusals are shown at the same fields).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ApiRequestError } from '../../api/client';
import { fieldErrors } from '../../data/catalogue/actions';
import { PHOTO_FIELD, POSES } from '../../data/checkins';
import type {
	CheckInAnswers,
	CheckInFiles,
	CheckInQuestion,
	ScaleKey,
} from '../../data/checkins';
import {
	WEIGHT_MAX,
	WEIGHT_MIN,
	parseWeight,
	weightRangeMessage,
} from '../../lib/member/measurementForm';
import {
	MAX_PROFILE_IMAGE_BYTES,
	invalidTypeProblem,
	tooLargeProblem,
} from '../../lib/member/profileImage';

export interface CheckInValues {
	week_score: string;
	sleep: string;
	stress: string;
	food: string;
	note: string;
	weight: string;
}

/** A field's error: the answers' keys and the photos' fields (photo_front…). */
export type CheckInErrors = Record< string, string >;

/** The photo types the server takes. */
const PHOTO_TYPES = [ 'image/jpeg', 'image/png' ];

/** The message beside a missing week score (the server's own). */
export const weekScoreMessage = (): string =>
	__( 'Geef je week een score van 1 tot 5.', 'fitcoach' );

/**
 * What is wrong with a chosen photo, or null.
 *
 * @param file The file.
 */
export function photoProblem( file: File ): string | null {
	if ( ! PHOTO_TYPES.includes( file.type ) ) {
		return invalidTypeProblem().message;
	}
	return file.size > MAX_PROFILE_IMAGE_BYTES
		? tooLargeProblem().message
		: null;
}

/**
 * Whether a question is asked.
 *
 * @param questions The questions.
 * @param key       The question's key.
 */
export const asks = ( questions: CheckInQuestion[], key: string ): boolean =>
	questions.some( ( question ) => question.key === key );

/**
 * The form's errors before it is sent (none: empty object).
 *
 * @param questions The questions asked.
 * @param values    The answers as typed.
 * @param files     The photos chosen.
 */
export function validateCheckIn(
	questions: CheckInQuestion[],
	values: CheckInValues,
	files: CheckInFiles
): CheckInErrors {
	const errors: CheckInErrors = {};
	if ( asks( questions, 'week_score' ) && '' === values.week_score ) {
		errors.week_score = weekScoreMessage();
	}
	if ( asks( questions, 'weight' ) && '' !== values.weight.trim() ) {
		const weight = parseWeight( values.weight );
		if ( null === weight || weight < WEIGHT_MIN || weight > WEIGHT_MAX ) {
			errors.weight = weightRangeMessage();
		}
	}
	POSES.forEach( ( pose ) => {
		const file = files[ pose ];
		const problem = file ? photoProblem( file ) : null;
		if ( problem ) {
			errors[ PHOTO_FIELD[ pose ] ] = problem;
		}
	} );
	return errors;
}

/**
 * The answers the form sends: only the questions asked, a scale as a number or null.
 *
 * @param questions The questions asked.
 * @param values    The answers as typed (validated).
 */
export function answersOf(
	questions: CheckInQuestion[],
	values: CheckInValues
): CheckInAnswers {
	const answers: CheckInAnswers = {};
	const scales: ScaleKey[] = [ 'week_score', 'sleep', 'stress', 'food' ];
	scales.forEach( ( key ) => {
		if ( asks( questions, key ) ) {
			answers[ key ] =
				'' === values[ key ] ? null : Number( values[ key ] );
		}
	} );
	if ( asks( questions, 'note' ) ) {
		answers.note = values.note.trim();
	}
	if ( asks( questions, 'weight' ) ) {
		answers.weight =
			'' === values.weight.trim() ? null : parseWeight( values.weight );
	}
	return answers;
}

/**
 * The server's refusal as errors at the fields: data.params (field → message), or a missing week
 * score (fitcoach_check_in_incomplete). Null when the refusal names no field (a toast said it).
 *
 * @param error What the write failed with.
 */
export function serverErrors( error: unknown ): CheckInErrors | null {
	const named = fieldErrors( error );
	if ( named ) {
		return named;
	}
	if (
		error instanceof ApiRequestError &&
		'fitcoach_check_in_incomplete' === error.code
	) {
		return { week_score: error.message || weekScoreMessage() };
	}
	return null;
}
