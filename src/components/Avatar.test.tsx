/**
 * External dependencies
 */
import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { Avatar } from './Avatar';

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

	it( 'takes the initials of the name, then the e-mail address, without first and last name', () => {
		const { container, rerender } = render(
			<Avatar firstName="" lastName="" name="Daan  Jansen" />
		);
		expect( container ).toHaveTextContent( /^DJ$/ );
		rerender( <Avatar name="" email="tom@example.nl" /> );
		expect( container ).toHaveTextContent( /^T$/ );
	} );

	it( 'falls back to a person icon without names', () => {
		const { container } = render(
			<Avatar image={ null } firstName="" lastName="" />
		);
		expect( container.querySelector( 'svg' ) ).not.toBeNull();
		expect( container ).toHaveTextContent( '' );
	} );

	it( 'names the initials with the alternative text, and hides them without one', () => {
		const { container, rerender } = render(
			<Avatar
				firstName="Sanne"
				lastName="de Vries"
				alt="Sanne de Vries"
			/>
		);
		expect(
			screen.getByRole( 'img', { name: 'Sanne de Vries' } )
		).toHaveTextContent( 'SD' );
		rerender( <Avatar firstName="Sanne" lastName="de Vries" /> );
		expect( screen.queryByRole( 'img' ) ).not.toBeInTheDocument();
		expect( container.firstChild ).toHaveAttribute( 'aria-hidden', 'true' );
	} );

	it( 'draws the initials as part of the picture inside a named control', () => {
		const { container } = render(
			<a href="/profile" aria-label="Ga naar profiel">
				<Avatar firstName="Sanne" lastName="de Vries" pictureOnly />
			</a>
		);
		const avatar = container.querySelector( '.fc-avatar' );
		expect( avatar ).toHaveAttribute( 'data-initials', 'SD' );
		expect( avatar ).toHaveAttribute( 'aria-hidden', 'true' );
		// No text of its own: the link's visible text is its name.
		expect(
			screen.getByRole( 'link', { name: 'Ga naar profiel' } )
		).toHaveTextContent( /^$/ );
	} );
} );
