/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/** The profile the screen shows: the user's own, or (switched) the member's. */
export interface ProfileData {
	first_name: string;
	last_name: string;
	email: string;
	profile_image: string | null;
	display_name?: string;
}

/** The text of a failure the server did not explain. */
export const failedText = () => __( 'Er is een fout opgetreden', 'fitcoach' );
