/**
 * The operator's link buttons (spec §3: title, url, target, description): edit, add, remove and
 * reorder.
 */

/**
 * WordPress dependencies
 */
import {
	Button,
	Flex,
	FlexBlock,
	SelectControl,
	TextareaControl,
	TextControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { rowKey, type LinkButtonRow, type LinkTarget } from '../config';

interface LinkButtonsFieldProps {
	/** The rows, in the order the app shows them. */
	value: LinkButtonRow[];
	/** Called with the changed list. */
	onChange: ( value: LinkButtonRow[] ) => void;
}

/**
 * Whether a URL is one the server accepts (http or https).
 *
 * @param url URL as typed.
 */
export function isHttpUrl( url: string ): boolean {
	return /^https?:\/\/[^\s/$.?#][^\s]*$/i.test( url.trim() );
}

/**
 * A list with the item at `from` moved to `to`.
 *
 * @param list The list.
 * @param from Index of the item to move.
 * @param to   Its new index.
 */
export function move< T >( list: T[], from: number, to: number ): T[] {
	if ( to < 0 || to >= list.length || from === to ) {
		return list;
	}
	const next = [ ...list ];
	const [ item ] = next.splice( from, 1 );
	next.splice( to, 0, item );
	return next;
}

export default function LinkButtonsField( {
	value,
	onChange,
}: LinkButtonsFieldProps ) {
	const update = ( index: number, patch: Partial< LinkButtonRow > ) =>
		onChange(
			value.map( ( row, i ) =>
				i === index ? { ...row, ...patch } : row
			)
		);

	const add = () =>
		onChange( [
			...value,
			{
				key: rowKey(),
				title: '',
				url: '',
				target: '_blank',
				description: '',
			},
		] );

	const targets: Array< { label: string; value: LinkTarget } > = [
		{ label: __( 'Hetzelfde venster', 'fitcoach' ), value: '_self' },
		{ label: __( 'Nieuw venster', 'fitcoach' ), value: '_blank' },
	];

	return (
		<div className="fitcoach-links">
			{ value.length === 0 && (
				<p className="fitcoach-links__empty">
					{ __( 'Er zijn nog geen linkknoppen.', 'fitcoach' ) }
				</p>
			) }
			<ol className="fitcoach-links__list">
				{ value.map( ( row, index ) => {
					const name =
						row.title.trim() ||
						sprintf(
							/* translators: %d: position of the link button. */
							__( 'Linkknop %d', 'fitcoach' ),
							index + 1
						);
					const urlInvalid = '' !== row.url && ! isHttpUrl( row.url );
					return (
						<li key={ row.key } className="fitcoach-links__item">
							<fieldset>
								<legend className="fitcoach-field-label">
									{ name }
								</legend>
								<Flex align="flex-start" gap={ 4 } wrap>
									<FlexBlock>
										<TextControl
											__next40pxDefaultSize
											__nextHasNoMarginBottom
											label={ __( 'Titel', 'fitcoach' ) }
											value={ row.title }
											onChange={ ( title ) =>
												update( index, { title } )
											}
										/>
									</FlexBlock>
									<FlexBlock>
										<TextControl
											__next40pxDefaultSize
											__nextHasNoMarginBottom
											type="url"
											label={ __( 'URL', 'fitcoach' ) }
											value={ row.url }
											placeholder="https://"
											onChange={ ( url ) =>
												update( index, { url } )
											}
											className={
												urlInvalid ? 'has-error' : ''
											}
											help={
												urlInvalid
													? __(
															'Gebruik een adres dat begint met http:// of https://.',
															'fitcoach'
														)
													: undefined
											}
										/>
									</FlexBlock>
									<FlexBlock>
										<SelectControl
											__next40pxDefaultSize
											__nextHasNoMarginBottom
											label={ __(
												'Openen in',
												'fitcoach'
											) }
											value={
												'_blank' === row.target
													? '_blank'
													: '_self'
											}
											options={ targets }
											onChange={ ( target: string ) =>
												update( index, { target } )
											}
										/>
									</FlexBlock>
								</Flex>
								<TextareaControl
									__nextHasNoMarginBottom
									label={ __( 'Beschrijving', 'fitcoach' ) }
									value={ row.description }
									rows={ 2 }
									onChange={ ( description ) =>
										update( index, { description } )
									}
								/>
								<Flex
									justify="flex-end"
									gap={ 1 }
									className="fitcoach-links__actions"
								>
									<Button
										size="compact"
										icon="arrow-up-alt2"
										label={ sprintf(
											/* translators: %s: title of the link button. */
											__(
												'%s omhoog verplaatsen',
												'fitcoach'
											),
											name
										) }
										disabled={ index === 0 }
										onClick={ () =>
											onChange(
												move( value, index, index - 1 )
											)
										}
									/>
									<Button
										size="compact"
										icon="arrow-down-alt2"
										label={ sprintf(
											/* translators: %s: title of the link button. */
											__(
												'%s omlaag verplaatsen',
												'fitcoach'
											),
											name
										) }
										disabled={ index === value.length - 1 }
										onClick={ () =>
											onChange(
												move( value, index, index + 1 )
											)
										}
									/>
									<Button
										size="compact"
										variant="tertiary"
										isDestructive
										label={ sprintf(
											/* translators: %s: title of the link button. */
											__( '%s verwijderen', 'fitcoach' ),
											name
										) }
										showTooltip={ false }
										onClick={ () =>
											onChange(
												value.filter(
													( _, i ) => i !== index
												)
											)
										}
									>
										{ __( 'Verwijderen', 'fitcoach' ) }
									</Button>
								</Flex>
							</fieldset>
						</li>
					);
				} ) }
			</ol>
			<Button variant="secondary" icon="plus-alt2" onClick={ add }>
				{ __( 'Linkknop toevoegen', 'fitcoach' ) }
			</Button>
		</div>
	);
}
