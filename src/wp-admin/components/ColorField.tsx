/**
 * A brand colour: a swatch that opens a colour picker, the hex code as text, and a way back to
 * the default.
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
	FlexBlock,
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
	const isDefault = value.toLowerCase() === defaultValue.toLowerCase();

	return (
		<div className={ `fitcoach-color-field${ valid ? '' : ' has-error' }` }>
			<Flex align="flex-end" gap={ 2 }>
				<FlexItem>
					<Dropdown
						popoverProps={ { placement: 'bottom-start' } }
						renderToggle={ ( { isOpen, onToggle } ) => (
							<Button
								className="fitcoach-color-field__swatch"
								onClick={ onToggle }
								aria-expanded={ isOpen }
								label={ sprintf(
									/* translators: %s: the colour, e.g. Primaire kleur. */
									__( '%s kiezen', 'fitcoach' ),
									label
								) }
							>
								<ColorIndicator colorValue={ shown } />
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
				</FlexItem>
				<FlexBlock>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ label }
						value={ value }
						onChange={ ( next ) => onChange( next.trim() ) }
						spellCheck={ false }
						autoComplete="off"
						maxLength={ 7 }
					/>
				</FlexBlock>
			</Flex>
			<Flex
				className="fitcoach-color-field__meta"
				justify="space-between"
				align="flex-start"
				gap={ 2 }
			>
				<p className="fitcoach-color-field__help">
					{ valid
						? sprintf(
								/* translators: %s: default colour, e.g. #6366f1. */
								__( 'Hexcode, standaard %s.', 'fitcoach' ),
								defaultValue
							)
						: __(
								'Geen geldige hexkleur: gebruik bijvoorbeeld #6366f1.',
								'fitcoach'
							) }
				</p>
				{ ! isDefault && (
					<Button
						variant="link"
						onClick={ () => onChange( defaultValue ) }
						label={ sprintf(
							/* translators: %s: the colour, e.g. Primaire kleur. */
							__(
								'%s terugzetten naar de standaardkleur',
								'fitcoach'
							),
							label
						) }
						showTooltip={ false }
					>
						{ __( 'Standaard', 'fitcoach' ) }
					</Button>
				) }
			</Flex>
		</div>
	);
}
