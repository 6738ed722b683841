/**
 * The sets of one exercise in the session form: per set the weight (kg, step 0.1, numeric
 * keyboard) and the reps, a remove button (disabled while only one set remains) and 'Set
 * toevoegen', which copies the previous set's weight and leaves the reps empty.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { addFormSet, canRemoveSet, removeSet } from '../../lib/member/sets';
import type { FormSet } from '../../lib/member/sets';
import { MinusIcon, PlusIcon } from './icons';

export interface SetEditorProps {
	/** Unique per exercise in the form (for the field ids). */
	id: string;
	title: string;
	sets: FormSet[];
	onChange: ( sets: FormSet[] ) => void;
	disabled?: boolean;
}

export function SetEditor( {
	id,
	title,
	sets,
	onChange,
	disabled = false,
}: SetEditorProps ) {
	const headingId = `${ id }-title`;
	const update = ( index: number, field: keyof FormSet, value: string ) => {
		onChange(
			sets.map( ( set, i ) =>
				i === index ? { ...set, [ field ]: value } : set
			)
		);
	};
	const removable = canRemoveSet( sets );

	return (
		<section
			className="fc-card fc-set-editor"
			aria-labelledby={ headingId }
		>
			<h2 className="fc-set-editor__title" id={ headingId }>
				{ title }
			</h2>
			<div className="fc-set-editor__head" aria-hidden="true">
				<span>{ __( 'Set', 'fitcoach' ) }</span>
				<span>{ __( 'Gewicht (kg)', 'fitcoach' ) }</span>
				<span>{ __( 'Herhalingen', 'fitcoach' ) }</span>
				<span />
			</div>
			<ol className="fc-set-editor__sets">
				{ sets.map( ( set, index ) => {
					const number = index + 1;
					return (
						// Sets have no identity of their own: their position is their key.

						<li className="fc-set-editor__row" key={ index }>
							<span
								className="fc-set-editor__number"
								aria-hidden="true"
							>
								{ number }
							</span>
							<input
								className="fc-input fc-set-editor__input"
								type="number"
								inputMode="decimal"
								step="0.1"
								min="0"
								id={ `${ id }-set-${ index }-weight` }
								aria-label={ sprintf(
									/* translators: 1: exercise, 2: set number. */
									__(
										'%1$s set %2$d gewicht (kg)',
										'fitcoach'
									),
									title,
									number
								) }
								value={ set.weight }
								onChange={ ( event ) =>
									update(
										index,
										'weight',
										event.target.value
									)
								}
								disabled={ disabled }
								placeholder="0"
							/>
							<input
								className="fc-input fc-set-editor__input"
								type="number"
								inputMode="numeric"
								step="1"
								min="0"
								id={ `${ id }-set-${ index }-reps` }
								aria-label={ sprintf(
									/* translators: 1: exercise, 2: set number. */
									__(
										'%1$s set %2$d herhalingen',
										'fitcoach'
									),
									title,
									number
								) }
								value={ set.reps }
								onChange={ ( event ) =>
									update( index, 'reps', event.target.value )
								}
								disabled={ disabled }
								placeholder="0"
							/>
							<button
								type="button"
								className="fc-set-editor__remove"
								onClick={ () =>
									onChange( removeSet( sets, index ) )
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
						</li>
					);
				} ) }
			</ol>
			<button
				type="button"
				className="fc-button fc-button--ghost fc-button--small fc-set-editor__add"
				onClick={ () => onChange( addFormSet( sets ) ) }
				disabled={ disabled }
				aria-label={ sprintf(
					/* translators: %s: exercise. */
					__( 'Set toevoegen aan %s', 'fitcoach' ),
					title
				) }
			>
				<PlusIcon size={ 16 } />
				{ __( 'Set toevoegen', 'fitcoach' ) }
			</button>
		</section>
	);
}

export default SetEditor;
