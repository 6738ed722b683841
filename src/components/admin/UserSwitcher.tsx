/**
 * User switcher (spec §2 and §4, User switching): a dropdown to view the app as another user.
 * The list of users loads the first time the dropdown opens; the search 'Zoek gebruiker...'
 * filters it case-insensitively on display name or e-mail. Choosing a user asks the auth store to
 * switch (it stores the switch, shows 'Bekijkt nu als {naam}' and reloads); 'Terug naar eigen account'
 * switches back.
 */

/* eslint-disable @wordpress/i18n-ellipsis -- The spec's texts ('Laden...', 'Opslaan...') are kept letter for letter, with three dots. */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';
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
import { useAuth } from '../../store/auth';
import { useNotices } from '../../store/notices';
import { Spinner } from '../Spinner';
import type { SwitchableUser } from '../../lib/admin/api';
import { fetchSwitchableUsers } from '../../lib/admin/api';
import { initials } from '../../lib/admin/initials';
import { roleLabel } from '../../lib/admin/roles';
import { filterUsers } from '../../lib/admin/search';
import { BackIcon, CheckIcon, ChevronDownIcon, SearchIcon } from './icons';
import './style.scss';

interface UserSwitcherProps {
	/** Id of the heading that names the switcher ('Gebruikers wisselen'). */
	labelledBy?: string;
}

type Busy = { kind: 'to'; id: number } | { kind: 'back' } | null;

const PANEL_ID = 'fc-user-switcher-panel';
const TRIGGER_ID = 'fc-user-switcher-trigger';

export default function UserSwitcher( { labelledBy }: UserSwitcherProps ) {
	const { switchTo, switchBack, switchedUser, activeUserName } = useAuth();
	const notices = useNotices();

	const [ open, setOpen ] = useState( false );
	const [ users, setUsers ] = useState< SwitchableUser[] | null >( null );
	const [ loading, setLoading ] = useState( false );
	const [ loadError, setLoadError ] = useState< string | null >( null );
	const [ query, setQuery ] = useState( '' );
	const [ busy, setBusy ] = useState< Busy >( null );

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

	const load = useCallback( async () => {
		setLoading( true );
		setLoadError( null );
		try {
			const list = await fetchSwitchableUsers();
			if ( mounted.current ) {
				setUsers( list );
			}
		} catch ( error ) {
			const message = errorMessage(
				error,
				__( 'Kon gebruikers niet laden', 'fitcoach' )
			);
			if ( mounted.current ) {
				setLoadError( message );
			}
			notices.error(
				__( 'Fout bij laden gebruikers', 'fitcoach' ),
				message
			);
		} finally {
			if ( mounted.current ) {
				setLoading( false );
			}
		}
	}, [ notices ] );

	const close = useCallback( ( returnFocus: boolean ) => {
		setOpen( false );
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
		// Lazy: the list is fetched on the first opening (and again after a failed attempt).
		if ( users === null && ! loading ) {
			load();
		}
	};

	// Focus the search field on opening; close on Escape or a click/tap outside.
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
		const onKey = ( event: KeyboardEvent ) => {
			if ( event.key === 'Escape' ) {
				event.stopPropagation();
				close( true );
			}
		};
		document.addEventListener( 'mousedown', onPointer );
		document.addEventListener( 'touchstart', onPointer );
		document.addEventListener( 'keydown', onKey );
		return () => {
			document.removeEventListener( 'mousedown', onPointer );
			document.removeEventListener( 'touchstart', onPointer );
			document.removeEventListener( 'keydown', onKey );
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

	return (
		<div
			className={ `fc-user-switcher${ open ? ' is-open' : '' }` }
			ref={ rootRef }
		>
			<button
				type="button"
				id={ TRIGGER_ID }
				ref={ triggerRef }
				className="fc-user-switcher__trigger"
				aria-expanded={ open }
				aria-controls={ open ? PANEL_ID : undefined }
				aria-labelledby={
					labelledBy ? `${ labelledBy } ${ TRIGGER_ID }` : undefined
				}
				onClick={ toggle }
			>
				<span
					className={ `fc-user-switcher__avatar${
						switchedUser ? ' is-switched' : ''
					}` }
					aria-hidden="true"
				>
					{ initials( { display_name: activeUserName } ) }
				</span>
				<span className="fc-user-switcher__current">
					{ activeUserName }
				</span>
				<span className="fc-user-switcher__chevron">
					<ChevronDownIcon size={ 18 } />
				</span>
			</button>

			{ open && (
				<div id={ PANEL_ID } className="fc-user-switcher__panel">
					<div className="fc-user-switcher__search">
						<SearchIcon size={ 18 } />
						<input
							ref={ searchRef }
							type="search"
							className="fc-input"
							placeholder={ __(
								'Zoek gebruiker...',
								'fitcoach'
							) }
							aria-label={ __( 'Zoek gebruiker...', 'fitcoach' ) }
							value={ query }
							onChange={ ( event ) =>
								setQuery( event.target.value )
							}
							autoComplete="off"
						/>
					</div>

					<ul className="fc-user-switcher__options">
						{ switchedUser && (
							<li>
								<button
									type="button"
									className="fc-user-switcher__option fc-user-switcher__option--back"
									onClick={ goBack }
									disabled={ busy !== null }
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
								</button>
							</li>
						) }

						{ shown.map( ( candidate ) => {
							const current = candidate.id === switchedId;
							const isBusy =
								busy?.kind === 'to' && busy.id === candidate.id;
							return (
								<li key={ candidate.id }>
									<button
										type="button"
										className={ `fc-user-switcher__option${
											current ? ' is-current' : ''
										}` }
										onClick={ () => choose( candidate ) }
										disabled={ busy !== null || current }
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
									</button>
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
								onClick={ load }
							>
								{ __( 'Opnieuw proberen', 'fitcoach' ) }
							</button>
						</div>
					) }
					{ ! loading &&
						! loadError &&
						users &&
						shown.length === 0 && (
							<p className="fc-user-switcher__status">
								{ __( 'Geen gebruikers gevonden', 'fitcoach' ) }
							</p>
						) }
				</div>
			) }
		</div>
	);
}
