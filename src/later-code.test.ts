/**
 * The code a screen needs later: a preload link per listed script, nothing for a list that
 * cannot be read or for addresses that are no web addresses.
 */

/**
 * External dependencies
 */
import { afterEach, describe, expect, it } from '@jest/globals';

/**
 * Internal dependencies
 */
import { LATER_CODE_ID, askForLaterCode } from './later-code';

function list( text: string ): void {
	const element = document.createElement( 'script' );
	element.type = 'application/json';
	element.id = LATER_CODE_ID;
	element.textContent = text;
	document.head.appendChild( element );
}

const preloads = () =>
	Array.from(
		document.head.querySelectorAll< HTMLLinkElement >(
			'link[rel="preload"]'
		)
	).map( ( link ) => [ link.as, link.href ] );

describe( 'the code a screen needs later', () => {
	afterEach( () => {
		document.head.innerHTML = '';
	} );

	it( 'asks for each listed script and stylesheet with a preload link, without running or applying it', () => {
		list(
			JSON.stringify( [
				'https://coach.test/wp-content/plugins/fitcoach/build/chunks/6348.aaaa.js',
				'https://cdn.coach.test/build/chunks/charts.bbbb.js',
				'https://coach.test/build/chunks/style-session.cccc.css',
			] )
		);
		expect( askForLaterCode( document ) ).toEqual( [
			'https://coach.test/wp-content/plugins/fitcoach/build/chunks/6348.aaaa.js',
			'https://cdn.coach.test/build/chunks/charts.bbbb.js',
			'https://coach.test/build/chunks/style-session.cccc.css',
		] );
		expect( preloads() ).toEqual( [
			[
				'script',
				'https://coach.test/wp-content/plugins/fitcoach/build/chunks/6348.aaaa.js',
			],
			[ 'script', 'https://cdn.coach.test/build/chunks/charts.bbbb.js' ],
			[
				'style',
				'https://coach.test/build/chunks/style-session.cccc.css',
			],
		] );
		expect( document.head.querySelector( 'script[src]' ) ).toBeNull();
	} );

	it( 'takes web addresses only', () => {
		list(
			JSON.stringify( [
				'javascript:alert(1)',
				42,
				'data:text/javascript,1',
				'https://coach.test/build/chunks/charts.js',
			] )
		);
		expect( askForLaterCode( document ) ).toEqual( [
			'https://coach.test/build/chunks/charts.js',
		] );
		expect( preloads() ).toHaveLength( 1 );
	} );

	it( 'asks for nothing without a list, or with one that cannot be read', () => {
		expect( askForLaterCode( document ) ).toEqual( [] );
		list( '{not json' );
		expect( askForLaterCode( document ) ).toEqual( [] );
		document.head.innerHTML = '';
		list( '{"a":1}' );
		expect( askForLaterCode( document ) ).toEqual( [] );
		expect( preloads() ).toEqual( [] );
	} );
} );
