/**
 * An image setting (logo, header image) chosen from the media library: preview, choose or
 * replace, remove.
 */

/**
 * WordPress dependencies
 */
import { Button, Flex } from '@wordpress/components';
import { useId } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { chooseImage, hasMediaLibrary } from '../media';

interface MediaFieldProps {
	/** Label of the field. */
	label: string;
	/** Title of the media modal. */
	modalTitle: string;
	/** Explanation under the field. */
	help?: string;
	/** URL of the chosen image, '' when none. */
	value: string;
	/** Called with the chosen image, or { id: 0, url: '' } to remove it. */
	onChange: ( image: { id: number; url: string } ) => void;
	/** Shape of the preview: a small logo or a wide header. */
	variant?: 'logo' | 'header';
}

export default function MediaField( {
	label,
	modalTitle,
	help,
	value,
	onChange,
	variant = 'logo',
}: MediaFieldProps ) {
	const available = hasMediaLibrary();
	// The field's caption names the button too: two 'Kies afbeelding' buttons are told apart.
	const captionId = `fitcoach-media-${ useId() }`;

	const open = () =>
		chooseImage(
			{
				title: modalTitle,
				buttonText: __( 'Gebruik deze afbeelding', 'fitcoach' ),
			},
			( image ) => onChange( { id: image.id, url: image.url } )
		);

	return (
		<fieldset className={ `fitcoach-media-field is-${ variant }` }>
			<legend id={ captionId } className="fitcoach-field-label">
				{ label }
			</legend>
			<div className="fitcoach-media-field__preview">
				{ value ? (
					<img
						src={ value }
						alt={ sprintf(
							/* translators: %s: the field, e.g. Logo. */
							__( 'Voorbeeld: %s', 'fitcoach' ),
							label
						) }
					/>
				) : (
					<span className="fitcoach-media-field__empty">
						{ __( 'Geen afbeelding gekozen', 'fitcoach' ) }
					</span>
				) }
			</div>
			<Flex justify="flex-start" gap={ 2 } wrap>
				<Button
					variant="secondary"
					onClick={ open }
					disabled={ ! available }
					aria-describedby={ captionId }
				>
					{ value
						? __( 'Vervang afbeelding', 'fitcoach' )
						: __( 'Kies afbeelding', 'fitcoach' ) }
				</Button>
				{ value && (
					<Button
						variant="tertiary"
						isDestructive
						onClick={ () => onChange( { id: 0, url: '' } ) }
						label={ sprintf(
							/* translators: %s: the field, e.g. Logo. */
							__( '%s verwijderen', 'fitcoach' ),
							label
						) }
						showTooltip={ false }
					>
						{ __( 'Verwijderen', 'fitcoach' ) }
					</Button>
				) }
			</Flex>
			{ help && <p className="description">{ help }</p> }
			{ ! available && (
				<p className="description">
					{ __( 'De mediabibliotheek is niet geladen.', 'fitcoach' ) }
				</p>
			) }
		</fieldset>
	);
}
