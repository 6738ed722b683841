/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';

const root = document.getElementById( 'fitcoach-app' );
if ( root ) {
	createRoot( root ).render( <div>FitCoach</div> );
}
