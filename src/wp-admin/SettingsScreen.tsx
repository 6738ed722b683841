/**
 * The operator's settings screen (wp-admin → FitCoach → Instellingen): branding, colours, link
 * buttons and the API key. Saved through POST /fitcoach/v1/admin/settings, which validates.
 */

/**
 * WordPress dependencies
 */
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	Flex,
	Notice,
	Spinner,
	TextControl,
} from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	brandPalette,
	DEFAULT_BRAND_COLOURS,
	parseHex,
	toHex,
	type BrandPalette,
	type ColourAdjustment,
	type ShadeRole,
} from '../lib/colour';
import { errorMessages, fetchSettings, saveSettings } from './api';
import ApiKeyPanel from './components/ApiKeyPanel';
import ColorField from './components/ColorField';
import LinkButtonsField from './components/LinkButtonsField';
import MediaField from './components/MediaField';
import {
	defaultSettings,
	isHexColor,
	rowKey,
	type AdminSettings,
	type LinkButtonRow,
} from './config';

type FormState = Omit< AdminSettings, 'link_buttons' > & {
	link_buttons: LinkButtonRow[];
};

type Feedback = { status: 'success' | 'error'; messages: string[] } | null;

interface SettingsScreenProps {
	/** Settings printed into the page, or null to load them. */
	initialSettings: AdminSettings | null;
	/** The API key the page started with. */
	initialApiKey: string;
	/** The app's address. */
	appUrl: string;
	/** The site's address, which the app's address is written after. */
	homeUrl: string;
}

/**
 * A server message with the settings keys it names (primary_color, ...) as the screen's labels.
 *
 * @param message Message of the server.
 */
export function withFieldLabels( message: string ): string {
	const labels: Record< string, string > = {
		app_name: __( 'Naam van de app', 'fitcoach' ),
		header_image: __( 'Headerafbeelding', 'fitcoach' ),
		primary_color: __( 'Primaire kleur', 'fitcoach' ),
		secondary_color: __( 'Secundaire kleur', 'fitcoach' ),
		light_color: __( 'Lichte kleur', 'fitcoach' ),
		link_buttons: __( 'Linkknoppen', 'fitcoach' ),
		app_path: __( 'App-adres', 'fitcoach' ),
	};
	return message.replace(
		/\b(app_name|header_image|primary_color|secondary_color|light_color|link_buttons|app_path)\b/g,
		( key ) => labels[ key ] ?? key
	);
}

/**
 * What the app does with a shade, as the notice says it.
 *
 * @param role  The shade's role.
 * @param shade The shade (#rrggbb).
 */
function shadeText( role: ShadeRole, shade: string ): string {
	switch ( role ) {
		case 'fill':
			return sprintf(
				/* translators: %s: a hex colour, e.g. #5457f0. */
				__(
					'Voor leesbare tekst toont de app deze kleur op knoppen en vlakken als %s.',
					'fitcoach'
				),
				shade
			);
		case 'text':
			return sprintf(
				/* translators: %s: a hex colour, e.g. #5457f0. */
				__(
					'Voor leesbare tekst toont de app deze kleur in tekst, links en iconen als %s.',
					'fitcoach'
				),
				shade
			);
		case 'ui':
			return sprintf(
				/* translators: %s: a hex colour, e.g. #5457f0. */
				__(
					'Voor goed zichtbare randen en focusringen toont de app deze kleur als %s.',
					'fitcoach'
				),
				shade
			);
		default:
			return sprintf(
				/* translators: %s: a hex colour, e.g. #f8fafc. */
				__(
					'Voor leesbare tekst gebruikt de app als achtergrond %s.',
					'fitcoach'
				),
				shade
			);
	}
}

/** The palette of the default colours: how the app is designed to look. */
const DEFAULT_PALETTE = brandPalette( DEFAULT_BRAND_COLOURS );

/**
 * A colour sample with its hex code as its name.
 *
 * @param props        Props.
 * @param props.colour The colour (#rrggbb).
 * @param props.label  Its accessible name.
 */
function Swatch( { colour, label }: { colour: string; label: string } ) {
	return (
		<span
			className="fitcoach-swatch"
			role="img"
			aria-label={ label }
			style={ { background: colour } }
		/>
	);
}

/**
 * The colours the app cannot show as chosen, each with the shades it shows instead (the same
 * ones the app derives: lib/colour).
 *
 * @param props       Props.
 * @param props.items The adjusted colours with the labels of their fields.
 */
function ColourAdjustments( {
	items,
}: {
	items: Array< { label: string; adjustment: ColourAdjustment } >;
} ) {
	if ( 0 === items.length ) {
		return null;
	}
	return (
		<Notice
			status="warning"
			isDismissible={ false }
			className="fitcoach-notice fitcoach-colour-notice"
		>
			<p>
				{ __(
					'Niet elke gekozen kleur is overal goed leesbaar. De app past deze kleuren daarom aan:',
					'fitcoach'
				) }
			</p>
			<ul
				className="fitcoach-colour-notice__list"
				aria-label={ __( 'Aangepaste kleuren', 'fitcoach' ) }
			>
				{ items.map( ( { label, adjustment } ) => (
					<li key={ label }>
						<strong>{ label }</strong>
						<ul>
							{ adjustment.shades.map( ( shade ) => (
								<li
									key={ shade.role }
									className="fitcoach-colour-notice__shade"
								>
									<Swatch
										colour={ adjustment.colour }
										label={ sprintf(
											/* translators: %s: a hex colour, e.g. #6366f1. */
											__(
												'Gekozen kleur %s',
												'fitcoach'
											),
											adjustment.colour
										) }
									/>
									<span aria-hidden="true">→</span>
									<Swatch
										colour={ shade.colour }
										label={ sprintf(
											/* translators: %s: a hex colour, e.g. #5457f0. */
											__(
												'Kleur in de app %s',
												'fitcoach'
											),
											shade.colour
										) }
									/>
									<span>
										{ shadeText(
											shade.role,
											shade.colour
										) }
									</span>
								</li>
							) ) }
						</ul>
					</li>
				) ) }
			</ul>
		</Notice>
	);
}

function toForm( settings: AdminSettings ): FormState {
	return {
		...settings,
		link_buttons: settings.link_buttons.map( ( button ) => ( {
			...button,
			key: rowKey(),
		} ) ),
	};
}

function fingerprint( form: FormState | null ): string {
	if ( ! form ) {
		return '';
	}
	return JSON.stringify( {
		...form,
		link_buttons: form.link_buttons.map( ( { key, ...button } ) => button ),
	} );
}

export default function SettingsScreen( {
	initialSettings,
	initialApiKey,
	appUrl,
	homeUrl,
}: SettingsScreenProps ) {
	const defaults = defaultSettings();
	const [ form, setForm ] = useState< FormState | null >( () =>
		initialSettings ? toForm( initialSettings ) : null
	);
	const [ saved, setSaved ] = useState( () => fingerprint( form ) );
	const [ loadError, setLoadError ] = useState< string[] | null >( null );
	const [ saving, setSaving ] = useState( false );
	const [ feedback, setFeedback ] = useState< Feedback >( null );
	const [ apiKey, setApiKey ] = useState( initialApiKey );
	const noticeRef = useRef< HTMLDivElement >( null );

	const load = () => {
		setLoadError( null );
		fetchSettings()
			.then( ( settings ) => {
				const next = toForm( settings );
				setForm( next );
				setSaved( fingerprint( next ) );
			} )
			.catch( ( error: unknown ) =>
				setLoadError(
					errorMessages(
						error,
						__(
							'De instellingen konden niet worden geladen.',
							'fitcoach'
						)
					)
				)
			);
	};

	useEffect( () => {
		if ( ! form ) {
			load();
		}
		// Loads once, when the page did not carry the settings.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	const dirty = null !== form && fingerprint( form ) !== saved;

	// Leaving the page with unsaved changes asks first, as WordPress's own screens do.
	useEffect( () => {
		if ( ! dirty ) {
			return undefined;
		}
		const warn = ( event: BeforeUnloadEvent ) => {
			event.preventDefault();
			event.returnValue = '';
		};
		window.addEventListener( 'beforeunload', warn );
		return () => window.removeEventListener( 'beforeunload', warn );
	}, [ dirty ] );

	useEffect( () => {
		if ( feedback ) {
			noticeRef.current?.scrollIntoView?.( { block: 'nearest' } );
		}
	}, [ feedback ] );

	if ( ! form ) {
		return loadError ? (
			<Notice status="error" isDismissible={ false }>
				{ loadError.map( ( message ) => (
					<p key={ message }>{ message }</p>
				) ) }
				<Button variant="secondary" onClick={ load }>
					{ __( 'Opnieuw proberen', 'fitcoach' ) }
				</Button>
			</Notice>
		) : (
			<p className="fitcoach-loading">
				<Spinner />
				{ __( 'Instellingen laden…', 'fitcoach' ) }
			</p>
		);
	}

	const set = < K extends keyof FormState >(
		key: K,
		value: FormState[ K ]
	) =>
		setForm( ( current ) =>
			current ? { ...current, [ key ]: value } : current
		);

	// The shades the app will show for these colours (as typed; a colour that is not valid yet
	// is left out, its field says so). A default colour shown as the default palette shows it
	// is the app's own design, not a choice to warn about.
	const palette = brandPalette( form );
	const asDesigned = (
		key: keyof typeof DEFAULT_BRAND_COLOURS,
		name: keyof BrandPalette[ 'adjustments' ]
	) => {
		const rgb = parseHex( form[ key ] );
		return (
			null !== rgb &&
			toHex( rgb ) === DEFAULT_BRAND_COLOURS[ key ] &&
			JSON.stringify( palette.adjustments[ name ] ) ===
				JSON.stringify( DEFAULT_PALETTE.adjustments[ name ] )
		);
	};
	const adjusted = (
		[
			[ 'primary_color', __( 'Primaire kleur', 'fitcoach' ), 'primary' ],
			[
				'secondary_color',
				__( 'Secundaire kleur', 'fitcoach' ),
				'secondary',
			],
			[ 'light_color', __( 'Lichte kleur', 'fitcoach' ), 'light' ],
		] as const
	 )
		.filter(
			( [ key, , name ] ) =>
				isHexColor( form[ key ] ) &&
				! asDesigned( key, name ) &&
				palette.adjustments[ name ].adjusted
		)
		.map( ( [ , label, name ] ) => ( {
			label,
			adjustment: palette.adjustments[ name ],
		} ) );

	const submit = async ( event: { preventDefault: () => void } ) => {
		event.preventDefault();
		if ( saving ) {
			return;
		}
		setSaving( true );
		setFeedback( null );
		try {
			const stored = toForm( await saveSettings( form ) );
			setForm( stored );
			setSaved( fingerprint( stored ) );
			setFeedback( {
				status: 'success',
				messages: [
					__(
						'Instellingen opgeslagen. De app toont ze bij de volgende keer laden.',
						'fitcoach'
					),
				],
			} );
		} catch ( error ) {
			setFeedback( {
				status: 'error',
				messages: errorMessages(
					error,
					__(
						'De instellingen konden niet worden opgeslagen.',
						'fitcoach'
					)
				).map( withFieldLabels ),
			} );
		} finally {
			setSaving( false );
		}
	};

	return (
		<form className="fitcoach-settings" onSubmit={ submit } noValidate>
			<div
				ref={ noticeRef }
				className="fitcoach-settings__notices"
				aria-live="polite"
			>
				{ feedback && (
					<Notice
						status={ feedback.status }
						onRemove={ () => setFeedback( null ) }
						className="fitcoach-notice"
					>
						{ feedback.status === 'error' && (
							<strong>
								{ __( 'Opslaan mislukt.', 'fitcoach' ) }
							</strong>
						) }
						{ feedback.messages.length === 1 ? (
							<p>{ feedback.messages[ 0 ] }</p>
						) : (
							<ul>
								{ feedback.messages.map( ( message ) => (
									<li key={ message }>{ message }</li>
								) ) }
							</ul>
						) }
					</Notice>
				) }
			</div>

			<Card className="fitcoach-card">
				<CardHeader>
					<h2>{ __( 'Huisstijl', 'fitcoach' ) }</h2>
				</CardHeader>
				<CardBody>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Naam van de app', 'fitcoach' ) }
						help={ __(
							'Staat in de kop van de app en in de titel van het browservenster.',
							'fitcoach'
						) }
						value={ form.app_name }
						onChange={ ( value ) => set( 'app_name', value ) }
					/>
					<div className="fitcoach-media-grid">
						<MediaField
							label={ __( 'Logo', 'fitcoach' ) }
							modalTitle={ __( 'Kies het logo', 'fitcoach' ) }
							help={ __(
								'Wordt op het startscherm getoond in plaats van de naam.',
								'fitcoach'
							) }
							value={ form.logo }
							onChange={ ( image ) =>
								setForm( ( current ) =>
									current
										? {
												...current,
												logo: image.url,
												logo_id: image.id,
											}
										: current
								)
							}
						/>
						<MediaField
							label={ __( 'Headerafbeelding', 'fitcoach' ) }
							modalTitle={ __(
								'Kies de headerafbeelding',
								'fitcoach'
							) }
							help={ __(
								'Bovenaan het startscherm. Zonder afbeelding gebruikt de app een standaardafbeelding.',
								'fitcoach'
							) }
							value={ form.header_image }
							onChange={ ( image ) =>
								setForm( ( current ) =>
									current
										? {
												...current,
												header_image: image.url,
												header_image_id: image.id,
											}
										: current
								)
							}
							variant="header"
						/>
					</div>
				</CardBody>
			</Card>

			<Card className="fitcoach-card">
				<CardHeader>
					<h2>{ __( 'Kleuren', 'fitcoach' ) }</h2>
				</CardHeader>
				<CardBody>
					<div className="fitcoach-color-grid">
						<ColorField
							label={ __( 'Primaire kleur', 'fitcoach' ) }
							value={ form.primary_color }
							defaultValue={ defaults.primary_color }
							onChange={ ( value ) =>
								set( 'primary_color', value )
							}
						/>
						<ColorField
							label={ __( 'Secundaire kleur', 'fitcoach' ) }
							value={ form.secondary_color }
							defaultValue={ defaults.secondary_color }
							onChange={ ( value ) =>
								set( 'secondary_color', value )
							}
						/>
						<ColorField
							label={ __( 'Lichte kleur', 'fitcoach' ) }
							value={ form.light_color }
							defaultValue={ defaults.light_color }
							onChange={ ( value ) =>
								set( 'light_color', value )
							}
						/>
					</div>
					<div
						className="fitcoach-color-preview"
						style={ {
							background: palette.page,
						} }
						aria-hidden="true"
					>
						<span
							className="fitcoach-color-preview__button"
							style={ {
								background: palette.primaryFill,
								color: palette.onPrimary,
							} }
						>
							{ form.app_name || defaults.app_name }
						</span>
						<span
							className="fitcoach-color-preview__button"
							style={ {
								background: palette.secondaryFill,
								color: palette.onSecondary,
							} }
						>
							{ __( 'Secundair', 'fitcoach' ) }
						</span>
						<span
							className="fitcoach-color-preview__gradient"
							style={ {
								background: `linear-gradient(135deg, ${ palette.primaryFill }, ${ palette.secondaryFill })`,
								color: palette.onPrimary,
							} }
						>
							{ form.app_name || defaults.app_name }
						</span>
						<span
							className="fitcoach-color-preview__link"
							style={ { color: palette.primaryText } }
						>
							{ __( 'Link', 'fitcoach' ) }
						</span>
						<span
							className="fitcoach-color-preview__muted"
							style={ { color: palette.muted } }
						>
							{ __( 'Toelichting', 'fitcoach' ) }
						</span>
					</div>
					<ColourAdjustments items={ adjusted } />
				</CardBody>
			</Card>

			<Card className="fitcoach-card">
				<CardHeader>
					<h2>{ __( 'Linkknoppen', 'fitcoach' ) }</h2>
				</CardHeader>
				<CardBody>
					<p className="description">
						{ __(
							'Extra knoppen op het scherm Meer van de app, in deze volgorde.',
							'fitcoach'
						) }
					</p>
					<LinkButtonsField
						value={ form.link_buttons }
						onChange={ ( value ) => set( 'link_buttons', value ) }
					/>
				</CardBody>
			</Card>

			<Card className="fitcoach-card">
				<CardHeader>
					<h2>{ __( 'App-adres', 'fitcoach' ) }</h2>
				</CardHeader>
				<CardBody>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'App-adres', 'fitcoach' ) }
						help={ sprintf(
							/* translators: %s: the site's address. */
							__(
								'Leeg: de app staat op de hoofdpagina van de site (%s). Vul een pad in, zoals app, om de app naast de eigen pagina’s van de site te zetten.',
								'fitcoach'
							),
							homeUrl
						) }
						value={ form.app_path }
						onChange={ ( value ) => set( 'app_path', value ) }
					/>
					<p className="fitcoach-app-address">
						{ __( 'De app staat nu op:', 'fitcoach' ) }{ ' ' }
						<a href={ form.app_url }>{ form.app_url }</a>
					</p>
					{ form.app_path_conflicts.length > 0 && (
						<Notice
							status="warning"
							isDismissible={ false }
							className="fitcoach-notice"
						>
							<p>
								{ __(
									'Deze pagina’s van de site zijn niet meer te bereiken, omdat de app hun adres gebruikt. Kies een ander app-adres of geef de pagina’s een ander adres.',
									'fitcoach'
								) }
							</p>
							<ul>
								{ form.app_path_conflicts.map( ( page ) => (
									<li key={ page.path }>
										{ page.edit_url ? (
											<a href={ page.edit_url }>
												{ page.title }
											</a>
										) : (
											page.title
										) }{ ' ' }
										<code>{ page.path }</code>
									</li>
								) ) }
							</ul>
						</Notice>
					) }
				</CardBody>
			</Card>

			<Flex className="fitcoach-save-bar" justify="flex-start" gap={ 3 }>
				<Button
					type="submit"
					variant="primary"
					__next40pxDefaultSize
					isBusy={ saving }
					aria-disabled={ saving }
				>
					{ saving
						? __( 'Opslaan…', 'fitcoach' )
						: __( 'Instellingen opslaan', 'fitcoach' ) }
				</Button>
				{ saving && <Spinner /> }
				{ dirty && ! saving && (
					<span className="fitcoach-save-bar__dirty">
						{ __( 'Niet-opgeslagen wijzigingen', 'fitcoach' ) }
					</span>
				) }
				<Button
					variant="link"
					href={ form.app_url || appUrl }
					target="_blank"
				>
					{ __( 'Open de app', 'fitcoach' ) }
				</Button>
			</Flex>

			<Card className="fitcoach-card">
				<CardHeader>
					<h2>{ __( 'API-sleutel', 'fitcoach' ) }</h2>
				</CardHeader>
				<CardBody>
					<ApiKeyPanel
						apiKey={ apiKey }
						onRegenerated={ setApiKey }
					/>
				</CardBody>
			</Card>
		</form>
	);
}
