/**
 * User switcher (spec §2 and §4, User switching): a dropdown to view the app as another user.
 * The list of users loads the first time the dropdown opens; the search 'Zoek gebruiker...'
 * filters it case-insensitively on display name or e-mail. Choosing a user asks the auth store to
 * switch (it stores the switch, shows 'Bekijkt nu als {naam}' and reloads); 'Terug naar eigen account'
 * switches back.
 *
 * Accessibility (WAI-ARIA APG combobox with a listbox popup): the trigger is a button named
 * 'Gebruiker wisselen' (aria-haspopup, aria-expanded; the account being viewed is its
 * description). Opening it focuses the search, a combobox named 'Gebruiker wisselen' that controls
 * the listbox of options; the arrow keys move the active option (aria-activedescendant, focus
 * stays in the search; the active option is highlighted and scrolled into view), Enter chooses
 * it. Escape first collapses the list, a second Escape closes the switcher and gives the focus
 * back to the trigger; typing or an arrow key opens the list again. Focus leaving the switcher
 * closes it. The number of results ('3 resultaten', 'Geen gebruikers gevonden') is announced by a
 * polite status that is always in the page, so the first announcement is not lost. Home and End
 * keep their text-field meaning (caret to the start or end of the search), as the pattern allows.
 */

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { __, _n, sprintf } from '@wordpress/i18n';
import {
	useCallback,
	useEffect,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';

/**
 * Internal dependencies
 */
import { errorMessage } from '../../api/client';
import { useAuth } from '../../data/auth';
import { useNotices } from '../../data/notices';
import { Spinner } from '../Spinner';
import { store as usersStore } from '../../data/users';
import type { SwitchableUser } from '../../data/users';
import { initials } from '../../lib/admin/initials';
import { roleLabel } from '../../lib/admin/roles';
import { filterUsers } from '../../lib/admin/search';
import { BackIcon, CheckIcon, ChevronDownIcon, SearchIcon } from './icons';
import './style.scss';

type Busy = { kind: 'to'; id: number } | { kind: 'back' } | null;

const PANEL_ID = 'fc-user-switcher-panel';
const TRIGGER_ID = 'fc-user-switcher-trigger';
const CURRENT_ID = 'fc-user-switcher-current';
const TRIGGER_LABEL_ID = 'fc-user-switcher-label';
const LISTBOX_ID = 'fc-user-switcher-listbox';
const OPTION_ID = 'fc-user-switcher-option';

/** One option of the listbox: the way back or a user. */
interface Option {
	key: string;
	disabled: boolean;
	choose: () => void;
}

export default function UserSwitcher() {
	const { user, switchTo, switchBack, switchedUser, activeUserName } =
		useAuth();
	const notices = useNotices();

	const [ open, setOpen ] = useState( false );
	// The listbox under the search: shown on opening, collapsed by a first Escape.
	const [ listOpen, setListOpen ] = useState( false );
	const switchable = useSelect(
		( select ) => select( usersStore ).getSwitchableUsers(),
		[]
	);
	const { fetchSwitchableUsers } = useDispatch( usersStore );
	const users = switchable.data;
	const loading = switchable.loading;
	let loadError: string | null = null;
	if ( ! switchable.loading && null !== switchable.error ) {
		loadError =
			switchable.error || __( 'Kon gebruikers niet laden', 'fitcoach' );
	}
	const [ query, setQuery ] = useState( '' );
	const [ busy, setBusy ] = useState< Busy >( null );
	const [ active, setActive ] = useState( -1 );

	const rootRef = useRef< HTMLDivElement >( null );
	const triggerRef = useRef< HTMLButtonElement >( null );
	const searchRef = useRef< HTMLInputElement >( null );
	const mounted = useRef( true );
	useEffect(
		() => () => {
			mounted.current = false;
		},
		[]
	);

	// Read from the users store (kept until a user write or a logout); a failure is also a toast.
	const load = useCallback( async () => {
		try {
			await fetchSwitchableUsers( true );
		} catch ( error ) {
			notices.error(
				__( 'Fout bij laden gebruikers', 'fitcoach' ),
				errorMessage(
					error,
					__( 'Kon gebruikers niet laden', 'fitcoach' )
				)
			);
		}
	}, [ fetchSwitchableUsers, notices ] );

	const close = useCallback( ( returnFocus: boolean ) => {
		setOpen( false );
		setListOpen( false );
		setActive( -1 );
		if ( returnFocus ) {
			triggerRef.current?.focus();
		}
	}, [] );

	const toggle = () => {
		if ( open ) {
			close( false );
			return;
		}
		setOpen( true );
		setListOpen( true );
		// Lazy: the list is fetched on the first opening (and again after a failed attempt).
		if ( users === null && ! loading ) {
			load();
		}
	};

	// Focus the search field on opening; close on a click or tap outside.
	useEffect( () => {
		if ( ! open ) {
			return undefined;
		}
		searchRef.current?.focus();
		const onPointer = ( event: MouseEvent | TouchEvent ) => {
			if (
				rootRef.current &&
				! rootRef.current.contains( event.target as Node )
			) {
				close( false );
			}
		};
		document.addEventListener( 'mousedown', onPointer );
		document.addEventListener( 'touchstart', onPointer );
		return () => {
			document.removeEventListener( 'mousedown', onPointer );
			document.removeEventListener( 'touchstart', onPointer );
		};
	}, [ open, close ] );

	const shown = useMemo(
		() => ( users ? filterUsers( users, query ) : [] ),
		[ users, query ]
	);

	const choose = async ( target: SwitchableUser ) => {
		if ( busy ) {
			return;
		}
		setBusy( { kind: 'to', id: target.id } );
		try {
			await switchTo( {
				id: target.id,
				display_name: target.display_name,
			} );
			if ( mounted.current ) {
				setOpen( false );
			}
		} catch ( error ) {
			notices.error(
				__( 'Kon niet wisselen naar gebruiker', 'fitcoach' ),
				errorMessage( error, '' ) || undefined
			);
		} finally {
			if ( mounted.current ) {
				setBusy( null );
			}
		}
	};

	const goBack = async () => {
		if ( busy ) {
			return;
		}
		setBusy( { kind: 'back' } );
		try {
			await switchBack();
			if ( mounted.current ) {
				setOpen( false );
			}
		} catch ( error ) {
			notices.error(
				__( 'Kon niet terug wisselen', 'fitcoach' ),
				errorMessage( error, '' ) || undefined
			);
		} finally {
			if ( mounted.current ) {
				setBusy( null );
			}
		}
	};

	const switchedId = switchedUser?.id ?? null;

	// The listbox's options in order: the way back (while switched), then the users found.
	const options: Option[] = [];
	if ( switchedUser ) {
		options.push( {
			key: 'back',
			disabled: busy !== null,
			choose: goBack,
		} );
	}
	shown.forEach( ( candidate ) =>
		options.push( {
			key: `user-${ candidate.id }`,
			disabled: busy !== null || candidate.id === switchedId,
			choose: () => choose( candidate ),
		} )
	);
	const optionId = ( key: string ) => `${ OPTION_ID }-${ key }`;
	const activeOption =
		active >= 0 && active < options.length ? options[ active ] : null;

	// The active option stays in view while the arrow keys move it.
	useEffect( () => {
		if ( activeOption ) {
			document
				.getElementById( optionId( activeOption.key ) )
				?.scrollIntoView?.( { block: 'nearest' } );
		}
	}, [ activeOption ] );

	/**
	 * The next option that can be chosen, from `from` in direction `step` (wrapping around).
	 *
	 * @param from Index to start from (-1: before the first).
	 * @param step 1 (down) or -1 (up).
	 */
	const nextEnabled = ( from: number, step: 1 | -1 ): number => {
		const count = options.length;
		if ( count === 0 ) {
			return -1;
		}
		// From "none": down starts at the first option, up at the last.
		let index = from;
		if ( from < 0 ) {
			index = step === 1 ? -1 : count;
		}
		for ( let tried = 0; tried < count; tried++ ) {
			index = ( index + step + count ) % count;
			if ( ! options[ index ].disabled ) {
				return index;
			}
		}
		return -1;
	};

	const onSearchKey = ( event: React.KeyboardEvent< HTMLInputElement > ) => {
		switch ( event.key ) {
			case 'ArrowDown':
			case 'ArrowUp': {
				event.preventDefault();
				const step = 'ArrowDown' === event.key ? 1 : -1;
				if ( ! listOpen ) {
					setListOpen( true );
					// Alt + arrow only shows the list; a plain arrow also moves into it.
					setActive( event.altKey ? -1 : nextEnabled( -1, step ) );
					break;
				}
				setActive( nextEnabled( active, step ) );
				break;
			}
			case 'Enter':
				if ( listOpen && activeOption && ! activeOption.disabled ) {
					event.preventDefault();
					activeOption.choose();
				}
				break;
			case 'Escape':
				event.preventDefault();
				event.stopPropagation();
				if ( listOpen ) {
					setListOpen( false );
					setActive( -1 );
				} else {
					close( true );
				}
				break;
		}
	};

	// Focus leaving the switcher (Tab, a click elsewhere) closes it; focus moving within it does
	// not, nor does the whole window losing focus (another app or tab).
	const onBlur = ( event: React.FocusEvent< HTMLDivElement > ) => {
		const next = event.relatedTarget as Node | null;
		if ( ! open || ( next && rootRef.current?.contains( next ) ) ) {
			return;
		}
		if ( ! next && ! document.hasFocus() ) {
			return;
		}
		close( false );
	};

	// A press on the panel's text (a status, the empty text) keeps the focus in the search
	// instead of dropping it on the page, which would close the switcher.
	const onPanelMouseDown = ( event: React.MouseEvent< HTMLDivElement > ) => {
		const target = event.target as Element;
		if ( ! target.closest( 'input, button, a, [tabindex]' ) ) {
			event.preventDefault();
		}
	};

	const retry = () => {
		searchRef.current?.focus();
		load();
	};

	// What the persistent status says: the number of users found while the list shows, or the
	// empty text (then also shown).
	const listed = open && listOpen && !! users && ! loading && ! loadError;
	const noResults = listed && shown.length === 0;
	let resultCount = '';
	if ( listed ) {
		resultCount =
			shown.length === 0
				? __( 'Geen gebruikers gevonden', 'fitcoach' )
				: sprintf(
						/* translators: %d: number of users found. */
						_n(
							'%d resultaat',
							'%d resultaten',
							shown.length,
							'fitcoach'
						),
						shown.length
					);
	}

	/**
	 * Props of an option: role, id, state, and a mouse-down that keeps the focus in the search.
	 *
	 * @param index  Position in the listbox.
	 * @param option The option.
	 */
	const optionProps = ( index: number, option: Option ) => ( {
		id: optionId( option.key ),
		role: 'option',
		'aria-selected': index === active,
		'aria-disabled': option.disabled ? true : undefined,
		onMouseDown: ( event: React.MouseEvent ) => event.preventDefault(),
		onMouseEnter: () => ! option.disabled && setActive( index ),
		onClick: () => ! option.disabled && option.choose(),
	} );

	let index = 0;

	return (
		<div
			className={ `fc-user-switcher${ open ? ' is-open' : '' }` }
			ref={ rootRef }
			onBlur={ onBlur }
		>
			<button
				type="button"
				id={ TRIGGER_ID }
				ref={ triggerRef }
				className="fc-user-switcher__trigger"
				// Named 'Gebruiker wisselen' followed by its visible text, the account in view
				// (label in name, WCAG 2.5.3).
				aria-labelledby={ `${ TRIGGER_LABEL_ID } ${ CURRENT_ID }` }
				aria-haspopup="listbox"
				aria-expanded={ open }
				aria-controls={ open ? LISTBOX_ID : undefined }
				onClick={ toggle }
			>
				{ /* The initials are drawn (data-initials), not text: the button's name is its
				visible text, the name of the account in view (WCAG 2.5.3). */ }
				<span
					className={ `fc-user-switcher__avatar${
						switchedUser ? ' is-switched' : ''
					}` }
					aria-hidden="true"
					data-initials={ initials(
						switchedUser
							? {
									display_name: switchedUser.display_name,
									email: switchedUser.email,
								}
							: ( user ?? {} )
					) }
				/>
				<span id={ TRIGGER_LABEL_ID } className="fc-sr-only">
					{ __( 'Gebruiker wisselen', 'fitcoach' ) }
				</span>
				<span id={ CURRENT_ID } className="fc-user-switcher__current">
					{ activeUserName }
				</span>
				<span className="fc-user-switcher__chevron" aria-hidden="true">
					<ChevronDownIcon size={ 18 } />
				</span>
			</button>

			{ /* The panel stays in the page for its status (a live region); its content and its
			box show while open. */ }
			{ /* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- only keeps the focus where it is */ }
			<div
				id={ PANEL_ID }
				className="fc-user-switcher__panel"
				onMouseDown={ onPanelMouseDown }
			>
				{ open && (
					<>
						<div className="fc-user-switcher__search fc-search-field">
							<SearchIcon size={ 18 } />
							<input
								ref={ searchRef }
								type="text"
								role="combobox"
								className="fc-input"
								placeholder={ __(
									'Zoek gebruiker...',
									'fitcoach'
								) }
								aria-label={ __(
									'Gebruiker wisselen',
									'fitcoach'
								) }
								aria-expanded={ listOpen }
								aria-controls={ LISTBOX_ID }
								aria-autocomplete="list"
								aria-activedescendant={
									activeOption
										? optionId( activeOption.key )
										: undefined
								}
								value={ query }
								onChange={ ( event ) => {
									setQuery( event.target.value );
									setListOpen( true );
									setActive( -1 );
								} }
								onKeyDown={ onSearchKey }
								autoComplete="off"
							/>
						</div>

						<ul
							id={ LISTBOX_ID }
							role="listbox"
							aria-label={ __( 'Gebruikers', 'fitcoach' ) }
							className="fc-user-switcher__options"
							hidden={ ! listOpen }
						>
							{ switchedUser &&
								( () => {
									const option = options[ index ];
									const props = optionProps(
										index++,
										option
									);
									return (
										<li
											{ ...props }
											className={ `fc-user-switcher__option fc-user-switcher__option--back${
												props[ 'aria-selected' ]
													? ' is-active'
													: ''
											}` }
											aria-busy={ busy?.kind === 'back' }
										>
											<span
												className="fc-user-switcher__option-icon"
												aria-hidden="true"
											>
												{ busy?.kind === 'back' ? (
													<Spinner size="small" />
												) : (
													<BackIcon size={ 18 } />
												) }
											</span>
											<span className="fc-user-switcher__option-name">
												{ __(
													'Terug naar eigen account',
													'fitcoach'
												) }
											</span>
										</li>
									);
								} )() }

							{ shown.map( ( candidate ) => {
								const current = candidate.id === switchedId;
								const isBusy =
									busy?.kind === 'to' &&
									busy.id === candidate.id;
								const option = options[ index ];
								const props = optionProps( index++, option );
								return (
									<li
										key={ candidate.id }
										{ ...props }
										className={ `fc-user-switcher__option${
											current ? ' is-current' : ''
										}${
											props[ 'aria-selected' ]
												? ' is-active'
												: ''
										}` }
										aria-current={
											current ? 'true' : undefined
										}
										aria-busy={ isBusy }
									>
										<span
											className="fc-user-switcher__option-avatar"
											aria-hidden="true"
										>
											{ isBusy ? (
												<Spinner size="small" />
											) : (
												initials( candidate )
											) }
										</span>
										<span className="fc-user-switcher__option-text">
											<span className="fc-user-switcher__option-name">
												{ candidate.display_name }
											</span>
											<span className="fc-user-switcher__option-email">
												{ candidate.email }
											</span>
										</span>
										{ current ? (
											<span className="fc-user-switcher__option-check">
												<CheckIcon size={ 18 } />
											</span>
										) : (
											candidate.role && (
												<span className="fc-badge fc-user-switcher__role">
													{ roleLabel(
														candidate.role
													) }
												</span>
											)
										) }
									</li>
								);
							} ) }
						</ul>

						{ loading && (
							<div className="fc-user-switcher__status">
								<Spinner
									label={ __( 'Laden...', 'fitcoach' ) }
									showLabel
								/>
							</div>
						) }
						{ ! loading && loadError && (
							<div className="fc-user-switcher__status fc-user-switcher__status--error">
								<span role="alert">{ loadError }</span>
								<button
									type="button"
									className="fc-button fc-button--ghost"
									onClick={ retry }
								>
									{ __( 'Opnieuw proberen', 'fitcoach' ) }
								</button>
							</div>
						) }
					</>
				) }

				{ /* Says the number of results; the empty text is also shown. */ }
				<p
					className={
						noResults ? 'fc-user-switcher__status' : 'fc-sr-only'
					}
					role="status"
					aria-live="polite"
				>
					{ resultCount }
				</p>
			</div>
		</div>
	);
}
