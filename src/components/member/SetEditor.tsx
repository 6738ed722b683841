/**
 * The sets of one exercise in the session form: per set the weight (kg, steps of 0.1, a Dutch
 * comma accepted, decimal keyboard) and the reps, a done check, a remove button (disabled while
 * only one set remains) and 'Set toevoegen', which copies the previous set's weight and leaves
 * the reps empty (disabled at 50 sets).
 *
 * Around the sets (issue 13): the exercise's title links to its history; under it the coach's
 * target and note; beside each set the same set of last time ('Vorige: 60 kg × 8'); an error
 * beside the field it is about (aria-invalid, aria-describedby).
 *
 * Narrow (a small phone, large text; issue 26): the column heads give way to a label beside each
 * field (shown by the stylesheet's container query only), the fields take the width, and the done
 * check (with its word 'Klaar') and the remove button go on a line of their own, so no value is
 * cut off and no word is broken.
 */

/**
 * External dependencies
 */
import { Link } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PreviousSet } from '../../api/types';
import { previousSetText } from '../../lib/member/prescription';
import {
	MAX_SETS,
	addFormSet,
	canRemoveSet,
	removeSet,
	tooManySetsMessage,
} from '../../lib/member/sets';
import type { FormSet } from '../../lib/member/sets';
import { ChevronRightIcon, MinusIcon, PlusIcon } from './icons';

interface SetFieldProps {
	/** The word beside the field when the column heads give way (narrow screens). */
	label: string;
	/** The field's name for assistive technology (exercise and set number included). */
	accessibleName: string;
	id: string;
	inputMode: 'decimal' | 'numeric';
	value: string;
	onChange: ( value: string ) => void;
	disabled: boolean;
	invalid: boolean;
	describedBy?: string;
}

/**
 * One value of a set (weight or reps): the text field with its narrow-screen label.
 *
 * @param props Field props.
 */
function SetField( props: SetFieldProps ) {
	return (
		<span className="fc-set-editor__field">
			<span className="fc-set-editor__field-label" aria-hidden="true">
				{ props.label }
			</span>
			<input
				className="fc-input fc-set-editor__input"
				type="text"
				inputMode={ props.inputMode }
				autoComplete="off"
				id={ props.id }
				aria-label={ props.accessibleName }
				value={ props.value }
				onChange={ ( event ) => props.onChange( event.target.value ) }
				disabled={ props.disabled }
				placeholder="0"
				aria-invalid={ props.invalid ? true : undefined }
				aria-describedby={ props.describedBy }
			/>
		</span>
	);
}

export interface SetEditorProps {
	/** Unique per exercise in the form (for the field ids). */
	id: string;
	title: string;
	sets: FormSet[];
	/**
	 * The sets changed; `removed` names the set taken out, when one was.
	 *
	 * @param sets    The new sets.
	 * @param removed The index of the removed set.
	 */
	onChange: ( sets: FormSet[], removed?: number ) => void;
	disabled?: boolean;
	/** The exercise's history screen; the title is a plain heading without it. */
	historyHref?: string;
	/** The coach's target ('3 × 8–12 · 60 kg · rust 90 s'); '' or absent: none. */
	target?: string;
	/** The coach's note; '' or absent: none. */
	note?: string;
	/** Last time's sets of this exercise by position. */
	previous?: ReadonlyArray< PreviousSet | undefined >;
	/** Which sets are done (by index). */
	done?: readonly boolean[];
	/**
	 * A done check was ticked or cleared.
	 *
	 * @param index The set.
	 * @param done  Whether it is done now.
	 */
	onDoneChange?: ( index: number, done: boolean ) => void;
	/**
	 * The error beside a set's field, if any.
	 *
	 * @param index The set.
	 * @param field weight or reps.
	 */
	fieldError?: ( index: number, field: keyof FormSet ) => string | undefined;
	/** An error about the exercise itself (too many sets). */
	exerciseError?: string;
}

export function SetEditor( {
	id,
	title,
	sets,
	onChange,
	disabled = false,
	historyHref,
	target = '',
	note = '',
	previous = [],
	done = [],
	onDoneChange,
	fieldError = () => undefined,
	exerciseError,
}: SetEditorProps ) {
	const headingId = `${ id }-title`;
	const nameId = `${ id }-name`;
	const exerciseErrorId = `${ id }-error`;
	const limitId = `${ id }-limit`;
	const update = ( index: number, field: keyof FormSet, value: string ) => {
		onChange(
			sets.map( ( set, i ) =>
				i === index ? { ...set, [ field ]: value } : set
			)
		);
	};
	const removable = canRemoveSet( sets );
	const full = sets.length >= MAX_SETS;
	const addDescribedBy =
		[
			exerciseError ? exerciseErrorId : '',
			full && ! exerciseError ? limitId : '',
		]
			.filter( Boolean )
			.join( ' ' ) || undefined;

	return (
		<section className="fc-card fc-set-editor" aria-labelledby={ nameId }>
			<h2 className="fc-set-editor__title" id={ headingId }>
				{ historyHref ? (
					<Link className="fc-set-editor__link" to={ historyHref }>
						<span id={ nameId }>{ title }</span>
						<span className="fc-sr-only">
							{ ' ' }
							{ __( '(geschiedenis)', 'fitcoach' ) }
						</span>
						<ChevronRightIcon size={ 18 } />
					</Link>
				) : (
					<span id={ nameId }>{ title }</span>
				) }
			</h2>
			{ target && (
				<p className="fc-set-editor__target">
					<span className="fc-set-editor__tag">
						{ __( 'Doel', 'fitcoach' ) }
					</span>{ ' ' }
					<span>{ target }</span>
				</p>
			) }
			{ note && (
				<p className="fc-set-editor__note">
					<span className="fc-set-editor__tag">
						{ __( 'Coach', 'fitcoach' ) }
					</span>{ ' ' }
					<span>{ note }</span>
				</p>
			) }
			<div className="fc-set-editor__head" aria-hidden="true">
				<span>{ __( 'Set', 'fitcoach' ) }</span>
				<span>{ __( 'Gewicht (kg)', 'fitcoach' ) }</span>
				<span>{ __( 'Herhalingen', 'fitcoach' ) }</span>
				<span>{ __( 'Klaar', 'fitcoach' ) }</span>
				<span />
			</div>
			<ol className="fc-set-editor__sets">
				{ sets.map( ( set, index ) => {
					const number = index + 1;
					const fieldId = ( field: string ) =>
						`${ id }-set-${ index }-${ field }`;
					const last = previousSetText( previous[ index ] );
					const weightError = fieldError( index, 'weight' );
					const repsError = fieldError( index, 'reps' );
					const describedBy = ( field: keyof FormSet ) =>
						[
							fieldError( index, field )
								? fieldId( `${ field }-error` )
								: '',
							last ? fieldId( 'previous' ) : '',
						]
							.filter( Boolean )
							.join( ' ' ) || undefined;
					const isDone = true === done[ index ];
					return (
						// Sets have no identity of their own: their position is their key.

						<li
							className={
								'fc-set-editor__row' +
								( isDone ? ' fc-set-editor__row--done' : '' )
							}
							key={ index }
						>
							<span
								className="fc-set-editor__number"
								aria-hidden="true"
							>
								{ number }
							</span>
							<SetField
								label={ __( 'Gewicht (kg)', 'fitcoach' ) }
								accessibleName={ sprintf(
									/* translators: 1: exercise, 2: set number. */
									__(
										'%1$s set %2$d gewicht (kg)',
										'fitcoach'
									),
									title,
									number
								) }
								id={ fieldId( 'weight' ) }
								inputMode="decimal"
								value={ set.weight }
								onChange={ ( value ) =>
									update( index, 'weight', value )
								}
								disabled={ disabled }
								invalid={ !! weightError }
								describedBy={ describedBy( 'weight' ) }
							/>
							<SetField
								label={ __( 'Herhalingen', 'fitcoach' ) }
								accessibleName={ sprintf(
									/* translators: 1: exercise, 2: set number. */
									__(
										'%1$s set %2$d herhalingen',
										'fitcoach'
									),
									title,
									number
								) }
								id={ fieldId( 'reps' ) }
								inputMode="numeric"
								value={ set.reps }
								onChange={ ( value ) =>
									update( index, 'reps', value )
								}
								disabled={ disabled }
								invalid={ !! repsError }
								describedBy={ describedBy( 'reps' ) }
							/>
							<span className="fc-set-editor__actions">
								<label
									className="fc-set-editor__done"
									htmlFor={ fieldId( 'done' ) }
								>
									<input
										type="checkbox"
										id={ fieldId( 'done' ) }
										checked={ isDone }
										onChange={ ( event ) =>
											onDoneChange?.(
												index,
												event.target.checked
											)
										}
									/>
									<span className="fc-sr-only">
										{ sprintf(
											/* translators: 1: exercise, 2: set number. */
											__(
												'%1$s set %2$d klaar',
												'fitcoach'
											),
											title,
											number
										) }
									</span>
									<span
										className="fc-set-editor__done-text"
										aria-hidden="true"
									>
										{ __( 'Klaar', 'fitcoach' ) }
									</span>
								</label>
								<button
									type="button"
									className="fc-set-editor__remove"
									onClick={ () =>
										onChange(
											removeSet( sets, index ),
											index
										)
									}
									disabled={ disabled || ! removable }
									aria-label={ sprintf(
										/* translators: 1: exercise, 2: set number. */
										__(
											'%1$s set %2$d verwijderen',
											'fitcoach'
										),
										title,
										number
									) }
								>
									<MinusIcon size={ 18 } />
								</button>
							</span>
							{ last && (
								<span
									className="fc-set-editor__previous"
									id={ fieldId( 'previous' ) }
								>
									{ last }
								</span>
							) }
							{ weightError && (
								<span
									className="fc-field__error fc-set-editor__error"
									id={ fieldId( 'weight-error' ) }
								>
									{ weightError }
								</span>
							) }
							{ repsError && (
								<span
									className="fc-field__error fc-set-editor__error"
									id={ fieldId( 'reps-error' ) }
								>
									{ repsError }
								</span>
							) }
						</li>
					);
				} ) }
			</ol>
			<button
				type="button"
				className="fc-button fc-button--ghost fc-button--small fc-set-editor__add"
				onClick={ () => onChange( addFormSet( sets ) ) }
				disabled={ disabled || full }
				aria-label={ sprintf(
					/* translators: %s: exercise. */
					__( 'Set toevoegen aan %s', 'fitcoach' ),
					title
				) }
				aria-describedby={ addDescribedBy }
			>
				<PlusIcon size={ 16 } />
				{ __( 'Set toevoegen', 'fitcoach' ) }
			</button>
			{ full && ! exerciseError && (
				<p
					className="fc-field__hint fc-set-editor__limit"
					id={ limitId }
				>
					{ tooManySetsMessage() }
				</p>
			) }
			{ exerciseError && (
				<p
					className="fc-field__error fc-set-editor__limit"
					id={ exerciseErrorId }
				>
					{ exerciseError }
				</p>
			) }
		</section>
	);
}

export default SetEditor;
