/**
 * External dependencies
 */
import { describe, expect, it } from '@jest/globals';
import { fireEvent, render } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { Avatar, initialsOf } from './Avatar';

describe( 'Avatar', () => {
	it( 'shows the image when there is one', () => {
		const { container } = render(
			<Avatar
				image="https://coach.test/sanne.jpg"
				firstName="Sanne"
				lastName="de Vries"
			/>
		);
		expect( container.querySelector( 'img' ) ).toHaveAttribute(
			'src',
			'https://coach.test/sanne.jpg'
		);
	} );

	it( 'falls back to the initials, also when the image does not load', () => {
		const { container } = render(
			<Avatar
				image="https://coach.test/missing.jpg"
				firstName="sanne"
				lastName="de Vries"
			/>
		);
		fireEvent.error( container.querySelector( 'img' ) as HTMLImageElement );
		expect( container ).toHaveTextContent( 'SD' );
		expect( container.querySelector( 'img' ) ).toBeNull();
	} );

	it( 'falls back to a person icon without names', () => {
		const { container } = render(
			<Avatar image={ null } firstName="" lastName="" />
		);
		expect( container.querySelector( 'svg' ) ).not.toBeNull();
		expect( container ).toHaveTextContent( '' );
	} );

	it( 'takes the first letter of each name', () => {
		expect( initialsOf( 'Émile', 'zola' ) ).toBe( 'ÉZ' );
		expect( initialsOf( 'Sanne', '' ) ).toBe( 'S' );
		expect( initialsOf( null, undefined ) ).toBe( '' );
	} );
} );
