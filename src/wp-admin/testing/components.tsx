/**
 * Plain-HTML stand-ins for the @wordpress/components this screen uses, for Jest only. The real
 * package (version 41 in node_modules) is ES-module only and not what WordPress 6.5 ships
 * anyway; the tests check the screen's own behaviour, and these stand-ins keep the roles, labels
 * and states a person (and Testing Library) finds them by.
 */

/**
 * WordPress dependencies
 */
import { forwardRef, useId, useState } from '@wordpress/element';
/**
 * External dependencies
 */
import type { ReactNode, Ref } from 'react';

type AnyProps = Record< string, unknown > & { children?: ReactNode };

function Box( { children, className }: AnyProps ) {
	return (
		<div
			className={ typeof className === 'string' ? className : undefined }
		>
			{ children }
		</div>
	);
}

export const Card = Box;
export const CardHeader = Box;
export const CardBody = Box;
export const Flex = Box;
export const FlexItem = Box;
export const FlexBlock = Box;

interface ButtonProps {
	children?: ReactNode;
	onClick?: () => void;
	disabled?: boolean;
	label?: string;
	href?: string;
	target?: string;
	type?: 'button' | 'submit';
	'aria-disabled'?: boolean;
	'aria-expanded'?: boolean;
	'aria-describedby'?: string;
}

export const Button = forwardRef(
	(
		{
			children,
			onClick,
			disabled,
			label,
			href,
			target,
			type = 'button',
			'aria-disabled': ariaDisabled,
			'aria-expanded': ariaExpanded,
			'aria-describedby': ariaDescribedBy,
		}: ButtonProps,
		ref: Ref< HTMLButtonElement >
	) =>
		href ? (
			<a href={ href } target={ target } aria-label={ label }>
				{ children }
			</a>
		) : (
			<button
				ref={ ref }

				type={ type }
				onClick={ onClick }
				disabled={ disabled }
				aria-label={ label }
				aria-disabled={ ariaDisabled }
				aria-describedby={ ariaDescribedBy }
				aria-expanded={ ariaExpanded }
			>
				{ children }
			</button>
		)
);

interface FieldProps {
	label: string;
	value: string;
	onChange: ( value: string ) => void;
	help?: ReactNode;
	type?: string;
	placeholder?: string;
	className?: string;
}

export function TextControl( {
	label,
	value,
	onChange,
	help,
	type = 'text',
	placeholder,
	className,
}: FieldProps ) {
	const id = useId();
	return (
		<div className={ className }>
			<label htmlFor={ id }>{ label }</label>
			<input
				id={ id }
				type={ type }
				value={ value }
				placeholder={ placeholder }
				onChange={ ( event ) => onChange( event.target.value ) }
			/>
			{ help && <p>{ help }</p> }
		</div>
	);
}

export function TextareaControl( { label, value, onChange }: FieldProps ) {
	const id = useId();
	return (
		<div>
			<label htmlFor={ id }>{ label }</label>
			<textarea
				id={ id }
				value={ value }
				onChange={ ( event ) => onChange( event.target.value ) }
			/>
		</div>
	);
}

export function SelectControl( {
	label,
	value,
	onChange,
	options,
}: FieldProps & { options: Array< { label: string; value: string } > } ) {
	const id = useId();
	return (
		<div>
			<label htmlFor={ id }>{ label }</label>
			<select
				id={ id }
				value={ value }
				onChange={ ( event ) => onChange( event.target.value ) }
			>
				{ options.map( ( option ) => (
					<option key={ option.value } value={ option.value }>
						{ option.label }
					</option>
				) ) }
			</select>
		</div>
	);
}

export function Notice( {
	children,
	status,
}: {
	children?: ReactNode;
	status: string;
} ) {
	return (
		<div role={ 'error' === status ? 'alert' : 'status' }>{ children }</div>
	);
}

export function Spinner() {
	return <span className="components-spinner" />;
}

export function ColorIndicator( { colorValue }: { colorValue: string } ) {
	return <span data-color={ colorValue } />;
}

export function ColorPicker( {
	color,
	onChange,
}: {
	color: string;
	onChange: ( value: string ) => void;
} ) {
	return (
		<input
			aria-label="Kleurkiezer"
			value={ color }
			onChange={ ( event ) => onChange( event.target.value ) }
		/>
	);
}

export function Dropdown( {
	renderToggle,
	renderContent,
}: {
	renderToggle: ( props: {
		isOpen: boolean;
		onToggle: () => void;
	} ) => ReactNode;
	renderContent: () => ReactNode;
} ) {
	const [ isOpen, setOpen ] = useState( false );
	return (
		<div>
			{ renderToggle( { isOpen, onToggle: () => setOpen( ! isOpen ) } ) }
			{ isOpen && renderContent() }
		</div>
	);
}

export function Modal( {
	title,
	children,
	onRequestClose,
}: {
	title: string;
	children?: ReactNode;
	onRequestClose: () => void;
} ) {
	return (
		<div role="dialog" aria-label={ title }>
			<h1>{ title }</h1>
			{ children }
			<button type="button" onClick={ onRequestClose }>
				Sluiten
			</button>
		</div>
	);
}
