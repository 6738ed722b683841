/**
 * A brand colour: swatch, hex input, a colour picker in a popover and a way back to the default.
 */

/**
 * WordPress dependencies
 */
import {
	Button,
	ColorIndicator,
	ColorPicker,
	Dropdown,
	Flex,
	FlexItem,
	TextControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isHexColor } from '../config';

interface ColorFieldProps {
	/** Label of the colour. */
	label: string;
	/** Current value (a hex colour while valid). */
	value: string;
	/** Default of this colour (spec §3). */
	defaultValue: string;
	/** Called with the new value. */
	onChange: ( value: string ) => void;
}

export default function ColorField( {
	label,
	value,
	defaultValue,
	onChange,
}: ColorFieldProps ) {
	const valid = isHexColor( value );
	const shown = valid ? value : defaultValue;

	return (
		<div className="fitcoach-color-field">
			<Flex align="flex-start" gap={ 3 } wrap>
				<FlexItem className="fitcoach-color-field__input">
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ label }
						value={ value }
						onChange={ ( next ) => onChange( next.trim() ) }
						help={
							valid
								? sprintf(
										/* translators: %s: default colour, e.g. #6366f1. */
										__(
											'Hexcode, standaard %s.',
											'fitcoach'
										),
										defaultValue
									)
								: __(
										'Geen geldige hexkleur: gebruik bijvoorbeeld #6366f1.',
										'fitcoach'
									)
						}
						className={ valid ? '' : 'has-error' }
						spellCheck={ false }
						autoComplete="off"
						maxLength={ 7 }
					/>
				</FlexItem>
				<FlexItem className="fitcoach-color-field__actions">
					<Dropdown
						popoverProps={ { placement: 'bottom-start' } }
						renderToggle={ ( { isOpen, onToggle } ) => (
							<Button
								variant="secondary"
								onClick={ onToggle }
								aria-expanded={ isOpen }
								className="fitcoach-color-field__toggle"
								label={ sprintf(
									/* translators: %s: the colour, e.g. Primaire kleur. */
									__( '%s kiezen', 'fitcoach' ),
									label
								) }
								showTooltip={ false }
							>
								<ColorIndicator colorValue={ shown } />
								{ __( 'Kiezen', 'fitcoach' ) }
							</Button>
						) }
						renderContent={ () => (
							<ColorPicker
								color={ shown }
								onChange={ ( next: string ) =>
									onChange( next )
								}
								enableAlpha={ false }
							/>
						) }
					/>
					<Button
						variant="tertiary"
						onClick={ () => onChange( defaultValue ) }
						disabled={
							value.toLowerCase() === defaultValue.toLowerCase()
						}
					>
						{ __( 'Standaard', 'fitcoach' ) }
					</Button>
				</FlexItem>
			</Flex>
		</div>
	);
}
