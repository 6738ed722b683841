/**
 * The API key the app sends with every call: shown, copied, and regenerated after a confirmation.
 */

/**
 * WordPress dependencies
 */
import { Button, Flex, Modal, Notice, Spinner } from '@wordpress/components';
import { useCopyToClipboard } from '@wordpress/compose';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { errorMessages, regenerateApiKey } from '../api';

interface ApiKeyPanelProps {
	/** The current key. */
	apiKey: string;
	/** Called with the new key after a regeneration. */
	onRegenerated: ( key: string ) => void;
}

type Feedback = { status: 'success' | 'error'; messages: string[] } | null;

export default function ApiKeyPanel( {
	apiKey,
	onRegenerated,
}: ApiKeyPanelProps ) {
	const [ copied, setCopied ] = useState( false );
	const [ confirming, setConfirming ] = useState( false );
	const [ busy, setBusy ] = useState( false );
	const [ feedback, setFeedback ] = useState< Feedback >( null );
	const copyRef = useCopyToClipboard< HTMLButtonElement >( apiKey, () =>
		setCopied( true )
	);

	useEffect( () => {
		if ( ! copied ) {
			return undefined;
		}
		const timer = window.setTimeout( () => setCopied( false ), 3000 );
		return () => window.clearTimeout( timer );
	}, [ copied ] );

	const regenerate = async () => {
		setBusy( true );
		setFeedback( null );
		try {
			const key = await regenerateApiKey();
			onRegenerated( key );
			setFeedback( {
				status: 'success',
				messages: [
					__(
						'Er is een nieuwe API-sleutel gemaakt. De app-pagina haalt hem op bij de volgende keer laden; open vensters van de app moeten opnieuw geladen worden.',
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
						'De API-sleutel kon niet opnieuw worden gemaakt.',
						'fitcoach'
					)
				),
			} );
		} finally {
			setBusy( false );
			setConfirming( false );
		}
	};

	return (
		<div className="fitcoach-api-key">
			{ feedback && (
				<Notice
					status={ feedback.status }
					onRemove={ () => setFeedback( null ) }
					className="fitcoach-notice"
				>
					{ feedback.messages.map( ( message ) => (
						<p key={ message }>{ message }</p>
					) ) }
				</Notice>
			) }
			<p>
				{ __(
					'De app stuurt deze sleutel mee met elke aanvraag aan de FitCoach API (header X-FitCoach-Key). De app-pagina krijgt hem vanzelf; je hebt hem alleen nodig voor andere koppelingen.',
					'fitcoach'
				) }
			</p>
			<Flex justify="flex-start" gap={ 2 } wrap>
				<code
					className="fitcoach-api-key__value"
					aria-label={ __( 'API-sleutel', 'fitcoach' ) }
				>
					{ apiKey || __( '(nog geen sleutel)', 'fitcoach' ) }
				</code>
				<Button
					ref={ copyRef }
					variant="secondary"
					icon={ copied ? 'yes' : 'clipboard' }
					disabled={ ! apiKey }
				>
					{ copied
						? __( 'Gekopieerd', 'fitcoach' )
						: __( 'Kopiëren', 'fitcoach' ) }
				</Button>
				<Button
					variant="secondary"
					isDestructive
					icon="update"
					onClick={ () => setConfirming( true ) }
					disabled={ busy }
				>
					{ __( 'Regenereren', 'fitcoach' ) }
				</Button>
				{ busy && <Spinner /> }
			</Flex>
			{ confirming && (
				<Modal
					title={ __( 'API-sleutel regenereren?', 'fitcoach' ) }
					onRequestClose={ () => ! busy && setConfirming( false ) }
					size="medium"
				>
					<p>
						{ __(
							'De huidige sleutel werkt daarna niet meer. De app-pagina gebruikt de nieuwe sleutel vanaf de volgende keer dat hij geladen wordt; andere koppelingen met de oude sleutel moet je aanpassen.',
							'fitcoach'
						) }
					</p>
					<Flex justify="flex-end" gap={ 2 }>
						<Button
							variant="tertiary"
							onClick={ () => setConfirming( false ) }
							disabled={ busy }
						>
							{ __( 'Annuleren', 'fitcoach' ) }
						</Button>
						<Button
							variant="primary"
							isDestructive
							onClick={ regenerate }
							isBusy={ busy }
							disabled={ busy }
						>
							{ busy
								? __( 'Bezig…', 'fitcoach' )
								: __( 'Regenereren', 'fitcoach' ) }
						</Button>
					</Flex>
				</Modal>
			) }
		</div>
	);
}
