/**
 * The WordPress media modal (wp.media, loaded by wp_enqueue_media()) as one typed call.
 */

/**
 * An image chosen in the media library.
 */
export interface ChosenImage {
	id: number;
	url: string;
	alt: string;
}

interface MediaAttachmentJson {
	id?: number;
	url?: string;
	alt?: string;
}

interface MediaFrame {
	on: ( event: 'select', callback: () => void ) => MediaFrame;
	open: () => MediaFrame;
	state: () => {
		get: ( name: 'selection' ) => {
			first: () => { toJSON: () => MediaAttachmentJson } | undefined;
		};
	};
}

interface MediaFrameOptions {
	title: string;
	button: { text: string };
	library: { type: string };
	multiple: boolean;
}

declare global {
	interface Window {
		wp?: {
			media?: ( options: MediaFrameOptions ) => MediaFrame;
		};
	}
}

/**
 * Whether the media modal is available on this page.
 */
export function hasMediaLibrary(): boolean {
	return typeof window.wp?.media === 'function';
}

/**
 * Opens the media library to choose one image; calls back with it when one is chosen.
 *
 * @param options            Texts of the modal.
 * @param options.title      Title of the modal.
 * @param options.buttonText Text of its choose button.
 * @param onSelect           Called with the chosen image.
 */
export function chooseImage(
	options: { title: string; buttonText: string },
	onSelect: ( image: ChosenImage ) => void
): void {
	const media = window.wp?.media;
	if ( typeof media !== 'function' ) {
		return;
	}
	const frame = media( {
		title: options.title,
		button: { text: options.buttonText },
		library: { type: 'image' },
		multiple: false,
	} );
	frame.on( 'select', () => {
		const chosen = frame.state().get( 'selection' ).first()?.toJSON();
		if ( chosen?.url ) {
			onSelect( {
				id: Number( chosen.id ) || 0,
				url: chosen.url,
				alt: chosen.alt ?? '',
			} );
		}
	} );
	frame.open();
}
