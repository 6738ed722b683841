/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';

const root = document.getElementById( 'fitcoach-admin-settings' );
if ( root ) {
	createRoot( root ).render( <div>FitCoach</div> );
}
