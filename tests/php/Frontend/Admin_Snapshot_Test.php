<?php
/**
 * The server's drawing of the coach's dashboard: the HTML the React app renders, from the
 * dashboard calls' data.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Frontend;

use DateTimeImmutable;
use DateTimeZone;
use DOMElement;
use DOMXPath;
use FitCoach\Frontend\Admin_Snapshot;
use FitCoach\Frontend\App_Address;
use FitCoach\Language;
use FitCoach\Settings;
use FitCoach\Tests\Support\Drawing_Queries;
use FitCoach\Tests\TestCase;

/**
 * Admin snapshot tests.
 */
class Admin_Snapshot_Test extends TestCase {

	use Drawing_Queries;

	/** The moment of the tests: 2024-03-05 10:00:00.123 in Amsterdam (09:00:00.123 UTC). */
	private const NOW_MS = 1709629200123;

	/**
	 * The app at the site root and in Dutch again.
	 */
	protected function tear_down() {
		App_Address::update( '' );
		Language::load( 'nl_NL' );
		parent::tear_down();
	}

	/**
	 * The coach as GET /auth/me answers.
	 *
	 * @return array<string, mixed>
	 */
	private function me(): array {
		return array(
			'id'            => 1,
			'first_name'    => 'Coach',
			'last_name'     => 'Kees',
			'display_name'  => 'Coach Kees',
			'email'         => 'coach@fitcoach.test',
			'profile_image' => null,
			'is_admin'      => true,
			'roles'         => array( 'administrator' ),
			'locale'        => 'nl_NL',
		);
	}

	/**
	 * A member who needs attention, as GET /admin/attention lists her.
	 *
	 * @param mixed        $id      Her id.
	 * @param mixed        $name    Her name.
	 * @param list<string> $reasons The server's texts.
	 * @param string       $image   Her picture's address.
	 * @return array<string, mixed>
	 */
	private function member( $id, $name, array $reasons, string $image = '' ): array {
		return array(
			'user_id'       => $id,
			'name'          => $name,
			'initials'      => '',
			'profile_image' => $image,
			'reasons'       => array_map(
				static fn( string $text ): array => array(
					'code' => 'no_measurement',
					'text' => $text,
					'days' => 9,
				),
				$reasons
			),
		);
	}

	/**
	 * An answer of GET /admin/attention.
	 *
	 * @param list<mixed> $items The members.
	 * @return array<string, mixed>
	 */
	private function attention( array $items ): array {
		return array(
			'items'      => $items,
			'total'      => count( $items ),
			'thresholds' => array(
				'measurement_days'  => 7,
				'session_days'      => 10,
				'energy_drop'       => 2,
				'trend_kg_per_week' => 0.5,
			),
		);
	}

	/**
	 * A time before the tests' moment, as the server writes it (gmdate( 'c' )).
	 *
	 * @param int $ago Milliseconds before NOW_MS.
	 */
	private function ago( int $ago ): string {
		return gmdate( 'c', intdiv( self::NOW_MS - $ago, 1000 ) );
	}

	/**
	 * The dashboard calls' data: a switch that is off, 12 active users, two members who need
	 * attention and four items in the feed.
	 *
	 * @param array<string, mixed> $changes Calls to replace.
	 * @return array<string, mixed>
	 */
	private function data( array $changes = array() ): array {
		return array_merge(
			array(
				'switch'    => array(
					'is_switched'   => false,
					'switched_user' => null,
				),
				'stats'     => array(
					'active_users'       => 12,
					'total_workouts'     => 5,
					'sessions_this_week' => 8,
				),
				'attention' => $this->attention(
					array(
						$this->member( 12, 'Sanne de Vries', array( 'Geen meting in 9 dagen', 'Energie 3 punten lager dan vorige week' ) ),
						$this->member( 14, 'Joost Bakker', array( 'Geen training in 12 dagen' ), 'https://example.org/joost.jpg' ),
					)
				),
				'activity'  => array(
					array(
						'id'        => 101,
						'type'      => 'measurement',
						'user_id'   => 12,
						'user_name' => 'Sanne de Vries',
						'date'      => $this->ago( 5 * 60000 ),
						'weight'    => 72.5,
					),
					array(
						'id'           => 102,
						'type'         => 'workout_session',
						'user_id'      => 14,
						'user_name'    => 'Joost Bakker',
						'date'         => $this->ago( 2 * 3600000 + 1000 ),
						'workout_name' => 'Full body',
					),
					array(
						'id'        => 103,
						'type'      => 'note',
						'user_id'   => 14,
						'user_name' => 'Joost Bakker',
						'date'      => $this->ago( 0 ),
					),
					array(
						'id'        => 104,
						'type'      => 'measurement',
						'user_id'   => 15,
						'user_name' => 'Daan',
						'date'      => $this->ago( 3 * 86400000 ),
						'weight'    => 80,
					),
				),
			),
			$changes
		);
	}

	/**
	 * The dashboard at a moment.
	 *
	 * @param array<string, mixed> $data   The dashboard calls' data.
	 * @param array<string, mixed> $me     The coach.
	 * @param int                  $now_ms The moment, in milliseconds since 1970.
	 */
	private function render( array $data, array $me = array(), int $now_ms = self::NOW_MS ): string {
		return Admin_Snapshot::render( Settings::get(), array() === $me ? $this->me() : $me, $data, $this->moment( $now_ms ) );
	}

	/**
	 * A moment in the site's timezone.
	 *
	 * @param int $now_ms Milliseconds since 1970.
	 */
	private function moment( int $now_ms ): DateTimeImmutable {
		$moment = DateTimeImmutable::createFromFormat( 'U.v', sprintf( '%d.%03d', intdiv( $now_ms, 1000 ), $now_ms % 1000 ) );
		$this->assertInstanceOf( DateTimeImmutable::class, $moment );
		return $moment->setTimezone( wp_timezone() );
	}

	/**
	 * The addresses of the links a query finds.
	 *
	 * @param DOMXPath $xpath The document.
	 * @param string   $query XPath.
	 * @return list<string>
	 */
	private function links( DOMXPath $xpath, string $query ): array {
		return array_map( static fn( DOMElement $link ): string => $link->getAttribute( 'href' ), $this->all( $xpath, $query ) );
	}

	/**
	 * The typical dashboard: the frame, the switcher, the tile, the members and the feed with
	 * their texts and structure as the React app renders them.
	 */
	public function test_the_dashboard_is_drawn_as_the_app_draws_it(): void {
		$xpath = $this->dom( $this->render( $this->data() ) );

		// The wrapper the app replaces, and the app's frame for the route 'admin'.
		$this->one( $xpath, '/html/body/div[@class="fc-first-screen"][@data-fc-first-screen="admin"][@hidden]/div[@class="fc-app"]/main[@id="fc-main"]' );
		$this->assertSame( array( 'Admin' ), $this->texts( $xpath, '//header//h1[@class="fc-header__title"]' ) );
		$this->assertSame( array( 'Home', 'Metingen', 'Training', 'Admin' ), $this->texts( $xpath, '//nav//span[@class="fc-bottombar__label"]' ) );
		$this->assertSame( 'page', $this->one( $xpath, '//nav//a[' . $this->has_class( 'is-active' ) . ']' )->getAttribute( 'aria-current' ) );
		$this->assertSame( App_Address::url( 'admin' ), $this->one( $xpath, '//nav//a[@aria-current="page"]' )->getAttribute( 'href' ) );

		// The dashboard: four parts, each named by its heading.
		$this->one( $xpath, '//main/div[@class="fc-page fc-admin fc-admin-dashboard"]' );
		$this->assertSame(
			array( 'section', 'div', 'section', 'section' ),
			array_map( static fn( DOMElement $part ): string => $part->tagName, $this->all( $xpath, '//main/div/*' ) ) // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		);
		$this->assertSame( array( 'Gebruikers wisselen', 'Actieve gebruikers', 'Aandacht nodig', 'Recente Activiteit' ), $this->texts( $xpath, '//main//h2' ) );
		foreach ( array( 'fc-admin-switch-title', 'fc-admin-attention-title', 'fc-admin-activity-title' ) as $heading ) {
			$this->one( $xpath, '//main/div/section[@aria-labelledby="' . $heading . '"]/h2[@id="' . $heading . '"][@class="fc-section__title"]' );
		}
		$this->one( $xpath, '//section[@class="fc-section fc-admin-dashboard__switcher"]' );

		// The switcher, closed: its trigger named 'Gebruiker wisselen' and the coach's name; no search yet.
		$trigger = $this->one( $xpath, '//div[@class="fc-user-switcher"]/button[@id="fc-user-switcher-trigger"]' );
		$this->assertSame( 'fc-user-switcher__trigger', $trigger->getAttribute( 'class' ) );
		$this->assertSame( 'button', $trigger->getAttribute( 'type' ) );
		$this->assertSame( 'fc-user-switcher-label fc-user-switcher-current', $trigger->getAttribute( 'aria-labelledby' ) );
		$this->assertSame( 'listbox', $trigger->getAttribute( 'aria-haspopup' ) );
		$this->assertSame( 'false', $trigger->getAttribute( 'aria-expanded' ) );
		$this->assertFalse( $trigger->hasAttribute( 'aria-controls' ) );
		$this->assertSame( 'CK', $this->one( $xpath, '//button/span[@class="fc-user-switcher__avatar"][@aria-hidden="true"]' )->getAttribute( 'data-initials' ) );
		$this->assertSame( array( 'Gebruiker wisselen' ), $this->texts( $xpath, '//button/span[@id="fc-user-switcher-label"][@class="fc-sr-only"]' ) );
		$this->assertSame( array( 'Coach Kees' ), $this->texts( $xpath, '//button/span[@id="fc-user-switcher-current"][@class="fc-user-switcher__current"]' ) );
		$this->one( $xpath, '//button/span[@class="fc-user-switcher__chevron"][@aria-hidden="true"]/svg[@width="18"]' );
		$status = $this->one( $xpath, '//div[@id="fc-user-switcher-panel"][@class="fc-user-switcher__panel"]/p' );
		$this->assertSame( array( 'fc-sr-only', 'status', 'polite', '' ), array( $status->getAttribute( 'class' ), $status->getAttribute( 'role' ), $status->getAttribute( 'aria-live' ), $status->textContent ) ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		$this->assertCount( 0, $this->all( $xpath, '//input | //*[@role="combobox"] | //*[@role="listbox"]' ) );

		// The tile: the number and the link to the users.
		$this->one( $xpath, '//main/div/div[@class="fc-section"]/section[@class="fc-card fc-admin-tile"][@aria-labelledby="fc-admin-tile-title"]' );
		$this->one( $xpath, '//div[@class="fc-admin-tile__head"]/span[@class="fc-admin-tile__icon"][@aria-hidden="true"]/svg[@width="22"]' );
		$value = $this->one( $xpath, '//p[@class="fc-admin-tile__value"]' );
		$this->assertSame( array( '12', 'polite' ), array( $value->textContent, $value->getAttribute( 'aria-live' ) ) ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		$link = $this->one( $xpath, '//a[@class="fc-admin-tile__link"]' );
		$this->assertSame( App_Address::url( 'admin/users' ), $link->getAttribute( 'href' ) );
		$this->assertSame( 'Beheer gebruikers', $link->textContent ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase

		// The members: links to their detail, each read as 'name: reason; reason'.
		$list = $this->one( $xpath, '//section[@aria-labelledby="fc-admin-attention-title"]/ul[@id="fc-attention-list"][@class="fc-card fc-attention"]' );
		$this->assertSame( 'fc-admin-attention-title', $list->getAttribute( 'aria-labelledby' ) );
		$this->assertSame( array( App_Address::url( 'admin/users/12' ), App_Address::url( 'admin/users/14' ) ), $this->links( $xpath, '//ul/li[@class="fc-attention__item"]/a[@class="fc-attention__link"]' ) );
		$this->assertSame(
			array( 'SDSanne de Vries: Geen meting in 9 dagen; Energie 3 punten lager dan vorige week', 'Joost Bakker: Geen training in 12 dagen' ),
			$this->texts( $xpath, '//main//ul/li/a' )
		);
		$this->assertSame( array( 'Sanne de Vries', 'Joost Bakker' ), $this->texts( $xpath, '//span[@class="fc-attention__main"]/span[@class="fc-attention__name"]' ) );
		$this->assertSame( array( ': ', '; ', ': ' ), $this->texts( $xpath, '//span[@class="fc-attention__reason"]/span[@class="fc-sr-only"]' ) );
		$this->assertCount( 2, $this->all( $xpath, '//span[@class="fc-attention__chevron"][@aria-hidden="true"]/svg[@width="18"]' ) );
		$this->assertCount( 0, $this->all( $xpath, '//button[' . $this->has_class( 'fc-attention__toggle' ) . ']' ) );

		// The feed: three known items (the note is left out), newest first, with their times.
		$items = $this->all( $xpath, '//section[@aria-labelledby="fc-admin-activity-title"]/div[@class="fc-card fc-activity"]/ol[@class="fc-activity__timeline"]/li' );
		$this->assertSame(
			array( 'fc-activity__item fc-activity__item--blue', 'fc-activity__item fc-activity__item--green', 'fc-activity__item fc-activity__item--blue' ),
			array_map( static fn( DOMElement $item ): string => $item->getAttribute( 'class' ), $items )
		);
		$this->assertSame(
			array( 'fc-activity__icon fc-activity__icon--blue', 'fc-activity__icon fc-activity__icon--green', 'fc-activity__icon fc-activity__icon--blue' ),
			array_map( static fn( DOMElement $icon ): string => $icon->getAttribute( 'class' ), $this->all( $xpath, '//li/span[@aria-hidden="true"][' . $this->has_class( 'fc-activity__icon' ) . ']' ) )
		);
		$this->assertCount( 3, $this->all( $xpath, '//span[' . $this->has_class( 'fc-activity__icon' ) . ']/svg[@width="18"]' ) );
		$this->assertSame(
			array( 'Sanne de Vries heeft een nieuwe meting toegevoegd (72.5kg)', 'Joost Bakker heeft de workout "Full body" voltooid', 'Daan heeft een nieuwe meting toegevoegd (80kg)' ),
			$this->texts( $xpath, '//li/div[@class="fc-activity__body"]/p[@class="fc-activity__text"]' )
		);
		$this->assertSame( array( 'Nu', '2 uur geleden', '3 dagen geleden' ), $this->texts( $xpath, '//div[@class="fc-activity__body"]/time[@class="fc-activity__time"]' ) );
		$this->assertSame(
			array( '2024-03-05T08:55:00.000Z', '2024-03-05T06:59:59.000Z', '2024-03-02T09:00:00.000Z' ),
			array_map( static fn( DOMElement $time ): string => $time->getAttribute( 'datetime' ), $this->all( $xpath, '//time' ) )
		);
	}

	/**
	 * The fixtures both the app and the drawing are held to.
	 *
	 * @return array<string, array{0: int, 1: array<string, mixed>, 2: array<string, mixed>, 3: array{text: string, classes: list<string>}}>
	 */
	public function app_drawings(): array {
		$parity = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/admin-first-screen-parity.json' ), true );
		$cases  = array();
		foreach ( $parity['fixtures'] as $fixture ) {
			$cases[ $fixture['name'] ] = array( $fixture['now'], $fixture['me'], $fixture['answers'], $fixture['expected'] );
		}
		return $cases;
	}

	/**
	 * From the same answers at the same moment the drawing has the React app's text and the same
	 * class on every element, in the same order (src/routes/admin/DashboardParity.test.tsx holds
	 * the app to the same).
	 *
	 * @dataProvider app_drawings
	 *
	 * @param int                                        $now      The moment, in milliseconds since 1970.
	 * @param array<string, mixed>                       $me       The coach.
	 * @param array<string, mixed>                       $answers  The answers by path.
	 * @param array{text: string, classes: list<string>} $expected What the app draws.
	 */
	public function test_the_drawing_has_the_apps_texts_and_classes( int $now, array $me, array $answers, array $expected ): void {
		$data  = array(
			'switch'    => $answers['/user/switch/current'],
			'stats'     => $answers['/admin/stats'],
			'attention' => $answers['/admin/attention'],
			'activity'  => $answers['/admin/recent-activity'],
		);
		$xpath = $this->dom( $this->render( $data, $me, $now ) );
		$this->assertSame( $expected['text'], $this->one( $xpath, '//main' )->textContent ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		$this->assertSame( $expected['classes'], array_map( static fn( DOMElement $element ): string => $element->getAttribute( 'class' ), $this->all( $xpath, '//main//*[@class]' ) ) );
	}

	/**
	 * Nobody who needs attention and no activity: the app's empty texts; no active users reads 0.
	 */
	public function test_empty_answers_show_the_apps_empty_texts(): void {
		$xpath = $this->dom(
			$this->render(
				$this->data(
					array(
						'stats'     => array(),
						'attention' => $this->attention( array() ),
						'activity'  => array(),
					)
				)
			)
		);
		$this->assertSame( array( '0' ), $this->texts( $xpath, '//p[@class="fc-admin-tile__value"]' ) );
		$this->assertSame( array( 'Iedereen is op schema' ), $this->texts( $xpath, '//section[@aria-labelledby="fc-admin-attention-title"]/div[@class="fc-empty"]/p[@class="fc-empty__text"]' ) );
		// The check in a circle, not the inbox.
		$this->one( $xpath, '//div[@class="fc-empty"]/span[@class="fc-empty__icon"]/svg[@width="28"]/circle[@r="9"]' );
		$this->assertCount( 0, $this->all( $xpath, '//main//ul' ) );
		$this->assertSame(
			array( 'Geen recente activiteit' ),
			$this->texts( $xpath, '//section[@aria-labelledby="fc-admin-activity-title"]/div[@class="fc-card fc-activity fc-activity--status"]/p[@class="fc-activity__empty"]' )
		);
		$this->assertCount( 0, $this->all( $xpath, '//ol' ) );

		// Only items of other types, or the list under 'data': the same.
		foreach ( array( array( array( 'type' => 'note' ), 'x', 5, array() ), array( 'data' => array() ), array( 'data' => 'x' ) ) as $activity ) {
			$xpath = $this->dom( $this->render( $this->data( array( 'activity' => $activity ) ) ) );
			$this->assertSame( array( 'Geen recente activiteit' ), $this->texts( $xpath, '//p[@class="fc-activity__empty"]' ) );
		}
	}

	/**
	 * Ten members show, with 'Toon alle (n)' under them when there are more.
	 */
	public function test_ten_members_show_with_a_button_for_the_rest(): void {
		$members = array();
		for ( $index = 1; $index <= 13; $index++ ) {
			$members[] = $this->member( $index, 'Lid ' . $index, array( 'Geen training in 12 dagen' ) );
		}
		$xpath = $this->dom( $this->render( $this->data( array( 'attention' => $this->attention( $members ) ) ) ) );
		$this->assertCount( 10, $this->all( $xpath, '//ul[@id="fc-attention-list"]/li' ) );
		$this->assertSame( App_Address::url( 'admin/users/10' ), $this->links( $xpath, '//ul[@id="fc-attention-list"]/li[10]/a' )[0] );
		$toggle = $this->one( $xpath, '//ul[@id="fc-attention-list"]/following-sibling::button' );
		$this->assertSame( 'fc-button fc-button--ghost fc-attention__toggle', $toggle->getAttribute( 'class' ) );
		$this->assertSame( array( 'button', 'false', 'fc-attention-list', 'Toon alle (13)' ), array( $toggle->getAttribute( 'type' ), $toggle->getAttribute( 'aria-expanded' ), $toggle->getAttribute( 'aria-controls' ), $toggle->textContent ) ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase

		// Exactly ten: no button.
		$xpath = $this->dom( $this->render( $this->data( array( 'attention' => $this->attention( array_slice( $members, 0, 10 ) ) ) ) ) );
		$this->assertCount( 10, $this->all( $xpath, '//main//ul/li' ) );
		$this->assertCount( 0, $this->all( $xpath, '//button[' . $this->has_class( 'fc-attention__toggle' ) . ']' ) );
	}

	/**
	 * A member's picture (Avatar.tsx at 44 px): the image, else the initials of her name as text,
	 * else a person icon.
	 */
	public function test_members_show_their_picture_initials_or_an_icon(): void {
		$members = array(
			$this->member( 1, 'Joost Bakker', array( 'x' ), 'https://example.org/joost.jpg' ),
			$this->member( 2, "  \u{00A0}élise   van Dam de Jong", array( 'x' ) ),
			$this->member( 3, 'Madonna', array( 'x' ) ),
			$this->member( 4, '', array( 'x' ) ),
			$this->member( 5, '!!! ???', array( 'x' ) ),
		);
		$xpath   = $this->dom( $this->render( $this->data( array( 'attention' => $this->attention( $members ) ) ) ) );
		$avatars = $this->all( $xpath, '//span[@class="fc-attention__avatar"]/span' );
		$this->assertSame(
			array( 'fc-avatar', 'fc-avatar fc-avatar--initials', 'fc-avatar fc-avatar--initials', 'fc-avatar fc-avatar--icon', 'fc-avatar fc-avatar--icon' ),
			array_map( static fn( DOMElement $avatar ): string => $avatar->getAttribute( 'class' ), $avatars )
		);
		foreach ( $avatars as $avatar ) {
			$this->assertSame( 'width:44px;height:44px;font-size:18px', $avatar->getAttribute( 'style' ) );
		}
		$image = $this->one( $xpath, '//span[@class="fc-avatar"]/img[@class="fc-avatar__image"]' );
		$this->assertSame( array( 'https://example.org/joost.jpg', '' ), array( $image->getAttribute( 'src' ), $image->getAttribute( 'alt' ) ) );
		$this->assertFalse( $avatars[0]->hasAttribute( 'aria-hidden' ) );
		$this->assertSame( array( 'ÉV', 'M' ), $this->texts( $xpath, '//main//span[@class="fc-avatar fc-avatar--initials"][@aria-hidden="true"]' ) );
		$this->assertCount( 2, $this->all( $xpath, '//main//span[@class="fc-avatar fc-avatar--icon"][@aria-hidden="true"]/svg[@width="24"]' ) );
	}

	/**
	 * Markup, quotes and entities in names, reasons and workouts are text, as React shows them:
	 * nothing of them runs or becomes an element, and an entity shows as typed.
	 */
	public function test_texts_from_the_server_are_escaped(): void {
		$name     = "<script>alert(\"x\")</script> O'Neil &amp; co";
		$reason   = '<img src=x onerror=alert(1)> Gewicht &lt;b&gt;';
		$activity = array(
			array(
				'id'           => 1,
				'type'         => 'workout_session',
				'user_name'    => $name,
				'date'         => $this->ago( 0 ),
				'workout_name' => '<b>Push</b> & "Pull"',
			),
		);
		$me       = array( 'display_name' => '<i>Coach</i> &amp; Kees' ) + $this->me();
		$html     = $this->render(
			$this->data(
				array(
					'attention' => $this->attention( array( $this->member( 3, $name, array( $reason ), 'https://example.org/a.jpg?x=1&y="><b onclick=alert(1)>' ) ) ),
					'activity'  => $activity,
				)
			),
			$me
		);

		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( '<img src=x', $html );
		$this->assertStringNotContainsString( '<b>', $html );
		$this->assertStringNotContainsString( '<i>', $html );
		$xpath = $this->dom( $html );
		$this->assertSame( array( $name ), $this->texts( $xpath, '//span[@class="fc-attention__name"]' ) );
		$this->assertSame( array( ': ' . $reason ), $this->texts( $xpath, '//span[@class="fc-attention__reason"]' ) );
		$this->assertSame( array( $name . ' heeft de workout "<b>Push</b> & "Pull"" voltooid' ), $this->texts( $xpath, '//p[@class="fc-activity__text"]' ) );
		$this->assertSame( array( '<i>Coach</i> &amp; Kees' ), $this->texts( $xpath, '//span[@class="fc-user-switcher__current"]' ) );
		// The picture's address stays one attribute.
		$image = $this->one( $xpath, '//span[@class="fc-avatar"]/img' );
		$names = array();
		foreach ( $image->attributes ?? array() as $attribute ) {
			$names[] = $attribute->name;
		}
		$this->assertSame( array( 'class', 'src', 'alt' ), $names );
	}

	/**
	 * Values of other types than the schema's, and missing ones, as the app shows them (and
	 * without a PHP notice).
	 */
	public function test_odd_values_are_shown_as_the_app_shows_them(): void {
		$items = array(
			$this->member( '14', 'Joost', array( 'Geen training in 12 dagen' ) ),
			$this->member( 0, 'Nul', array( 'x' ) ),
			$this->member( 2.5, 'Half', array( 'x' ) ),
			$this->member( -3, 'Min', array( 'x' ) ),
			$this->member( 18, 'Geen reden', array() ),
			$this->member( 22, 'Leeg', array( '   ' ) ),
			array(
				'user_id'       => 19.0,
				'name'          => null,
				'profile_image' => 5,
				'reasons'       => array( array( 'text' => 5 ), 'x', null, array( 'text' => " \u{00A0}Telt wel\n" ) ),
			),
			array(
				'user_id' => 21,
				'name'    => 'Ans',
				'reasons' => 'geen lijst',
			),
			array( 'reasons' => array( array( 'text' => 'Zonder id' ) ) ),
			'los',
			null,
			array( 1, 2 ),
		);
		$data  = array(
			'switch'    => array(),
			'stats'     => array( 'active_users' => '7' ),
			'attention' => array(
				'items' => $items,
				'total' => 'x',
			),
			'activity'  => array(
				'data' => array(
					array(
						'type'      => 'measurement',
						'user_name' => 'Piet',
						'date'      => $this->ago( 2 * 86400000 ),
						'weight'    => 'abc',
					),
					array(
						'type'         => 'workout_session',
						'user_name'    => null,
						'date'         => self::NOW_MS - 3 * 3600000,
						'workout_name' => null,
					),
					array(
						'type'      => 'measurement',
						'user_name' => array( 'Ans', ' 70 ' ),
						'date'      => ' ',
						'weight'    => 1,
					),
					array(
						'type'      => 'measurement',
						'user_name' => 12,
						'weight'    => array( 71.5 ),
					),
					5,
					'x',
					array( 'measurement' ),
				),
			),
		);
		$me    = array(
			'display_name' => '',
			'first_name'   => '',
			'last_name'    => '',
			'email'        => 'kees@example.org',
		) + $this->me();
		$xpath = $this->dom( $this->render( $data, $me ) );

		$this->assertSame( array( 'kees@example.org' ), $this->texts( $xpath, '//span[@class="fc-user-switcher__current"]' ) );
		$this->assertSame( 'K', $this->one( $xpath, '//span[@class="fc-user-switcher__avatar"]' )->getAttribute( 'data-initials' ) );
		$this->assertSame( array( '7' ), $this->texts( $xpath, '//p[@class="fc-admin-tile__value"]' ) );
		$this->assertSame( array( App_Address::url( 'admin/users/14' ), App_Address::url( 'admin/users/19' ) ), $this->links( $xpath, '//a[@class="fc-attention__link"]' ) );
		$this->assertSame( array( 'Joost: Geen training in 12 dagen', ': Telt wel' ), $this->texts( $xpath, '//span[@class="fc-attention__main"]' ) );
		$this->assertSame(
			array(
				'Piet heeft een nieuwe meting toegevoegd (abckg)',
				' heeft de workout "" voltooid',
				'Ans heeft een nieuwe meting toegevoegd ( 70 kg)',
				'12 heeft een nieuwe meting toegevoegd (71.5kg)',
			),
			$this->texts( $xpath, '//p[@class="fc-activity__text"]' )
		);
		// A date of spaces or none: no time.
		$this->assertSame( array( '2 dagen geleden', '3 uur geleden' ), $this->texts( $xpath, '//time' ) );

		// Active users as the app counts them: Number( … ) || 0.
		foreach ( array(
			array( 'active_users', ' 0x1F ', '31' ),
			array( 'active_users', 'twaalf', '0' ),
			array( 'active_users', null, '0' ),
			array( 'active_users', true, '1' ),
			array( 'active_users', array( 4 ), '4' ),
			array( 'active_users', array( 'a' => 4 ), '0' ),
			array( 'active_users', 2.5, '2.5' ),
			array( 'active_users', -0.0, '0' ),
			array( 'active_users', 1e21, '1e+21' ),
			array( 'users', 3, '0' ),
		) as list( $key, $value, $shown ) ) {
			$xpath = $this->dom( $this->render( $this->data( array( 'stats' => array( $key => $value ) ) ) ) );
			$this->assertSame( array( $shown ), $this->texts( $xpath, '//p[@class="fc-admin-tile__value"]' ), (string) wp_json_encode( $value ) );
		}
	}

	/**
	 * The coach's name on the switcher (auth.ts activeName()) and her initials (initials.ts).
	 */
	public function test_the_switcher_shows_the_coachs_name_and_initials(): void {
		foreach ( array(
			array( array(), 'Coach Kees', 'CK' ),
			array( array( 'display_name' => '' ), 'Coach Kees', 'CK' ),
			array(
				array(
					'display_name' => '',
					'first_name'   => 'élise',
					'last_name'    => "'t Hart",
				),
				"élise 't Hart",
				'ÉT',
			),
			array(
				array(
					'display_name' => 'Sam van Dijk de Boer',
					'first_name'   => '',
					'last_name'    => ' ',
				),
				'Sam van Dijk de Boer',
				'SV',
			),
			array(
				array(
					'display_name' => '',
					'first_name'   => '',
					'last_name'    => '',
					'email'        => '',
				),
				'',
				'',
			),
		) as list( $changes, $name, $initials ) ) {
			$xpath = $this->dom( $this->render( $this->data(), $changes + $this->me() ) );
			$this->assertSame( array( $name ), $this->texts( $xpath, '//span[@class="fc-user-switcher__current"]' ) );
			$this->assertSame( $initials, $this->one( $xpath, '//span[@class="fc-user-switcher__avatar"]' )->getAttribute( 'data-initials' ) );
		}
	}

	/**
	 * Dashboard calls that failed, are missing or are no JSON object or array.
	 *
	 * @return array<string, array{0: string, 1: mixed}>
	 */
	public function failed_calls(): array {
		$cases = array();
		foreach ( array( 'switch', 'stats', 'attention', 'activity' ) as $call ) {
			$cases[ $call . ' failed' ]    = array( $call, null );
			$cases[ $call . ' missing' ]   = array( $call, 'missing' );
			$cases[ $call . ' no object' ] = array( $call, 12 );
		}
		return $cases;
	}

	/**
	 * When a call failed the drawing cannot be complete: nothing is drawn (the app draws the
	 * dashboard as before).
	 *
	 * @dataProvider failed_calls
	 *
	 * @param string $call   The call.
	 * @param mixed  $answer Its data, or 'missing'.
	 */
	public function test_a_failed_call_draws_nothing( string $call, $answer ): void {
		$data = $this->data();
		$this->assertNotSame( '', $this->render( $data ) );
		if ( 'missing' === $answer ) {
			unset( $data[ $call ] );
		} else {
			$data[ $call ] = $answer;
		}
		$this->assertSame( '', $this->render( $data ) );
	}

	/**
	 * No dashboard for a member (the app sends her Home), nor while the coach views the app as a
	 * member (another screen), nor without the coach's data.
	 */
	public function test_nothing_is_drawn_for_a_member_or_a_switched_coach(): void {
		$this->assertSame( '', $this->render( $this->data(), array( 'is_admin' => false ) + $this->me() ) );
		$this->assertSame( '', Admin_Snapshot::render( Settings::get(), array(), $this->data(), $this->moment( self::NOW_MS ) ) );
		$switched = array(
			'is_switched'   => true,
			'switched_user' => array(
				'id'           => 12,
				'display_name' => 'Sanne de Vries',
			),
		);
		$this->assertSame( '', $this->render( $this->data( array( 'switch' => $switched ) ) ) );
		// Switched without a member is no switch (auth.ts restoreSwitch()).
		$this->assertNotSame( '', $this->render( $this->data( array( 'switch' => array( 'switched_user' => null ) + $switched ) ) ) );
	}

	/**
	 * Items the app fails on or whose date the browsers read differently: nothing is drawn.
	 *
	 * @return array<string, array{0: mixed}>
	 */
	public function unreadable_items(): array {
		$item = static fn( $date ): array => array(
			'type'      => 'measurement',
			'user_name' => 'Sanne',
			'date'      => $date,
			'weight'    => 70,
		);
		return array(
			'a null item'           => array( null ),
			'a date that is true'   => array( $item( true ) ),
			'a date that is a list' => array( $item( array( '2024-03-05' ) ) ),
			'a text'                => array( $item( 'gisteren' ) ),
			'the 30th of February'  => array( $item( '2024-02-30T10:00:00Z' ) ),
			'an offset without :'   => array( $item( '2024-03-05T09:00:00+0100' ) ),
			'a tenth of a second'   => array( $item( '2024-03-05T09:00:00.1Z' ) ),
		);
	}

	/**
	 * Nothing is drawn for a feed item the app would fail on or read otherwise in some browser.
	 *
	 * @dataProvider unreadable_items
	 *
	 * @param mixed $item The item.
	 */
	public function test_an_unreadable_item_draws_nothing( $item ): void {
		$this->assertSame( '', $this->render( $this->data( array( 'activity' => array( $item ) ) ) ) );
	}

	/**
	 * The relative times of src/lib/admin/dates.test.ts and node's relativeTime() at the
	 * thresholds: milliseconds before now and the text.
	 *
	 * @return array<string, array{0: int, 1: string}>
	 */
	public function relative_times(): array {
		return array(
			'now'                 => array( 0, 'Nu' ),
			'just under an hour'  => array( 3599999, 'Nu' ),
			'an hour'             => array( 3600000, '1 uur geleden' ),
			'just under 2 hours'  => array( 7199999, '1 uur geleden' ),
			'2 hours'             => array( 7200000, '2 uur geleden' ),
			'just under a day'    => array( 86399999, '23 uur geleden' ),
			'a day'               => array( 86400000, '1 dag geleden' ),
			'just under two days' => array( 172799999, '1 dag geleden' ),
			'two days'            => array( 172800000, '2 dagen geleden' ),
			'a year'              => array( 31536000000, '365 dagen geleden' ),
			'in the future'       => array( -18000000, 'Nu' ),
		);
	}

	/**
	 * A relative time as the app writes it.
	 *
	 * @dataProvider relative_times
	 *
	 * @param int    $ago      Milliseconds before now.
	 * @param string $expected The text.
	 */
	public function test_relative_time_matches_the_app( int $ago, string $expected ): void {
		$this->assertSame( $expected, Admin_Snapshot::relative_time( (float) ( self::NOW_MS - $ago ), self::NOW_MS ) );
	}

	/**
	 * The feed's times follow the moment the page is made.
	 */
	public function test_the_feeds_times_follow_now(): void {
		$activity = array(
			array(
				'type'      => 'measurement',
				'user_name' => 'Sanne',
				'date'      => '2024-03-05T09:00:00+00:00',
				'weight'    => 70,
			),
		);
		foreach ( array(
			self::NOW_MS                 => 'Nu',
			self::NOW_MS + 5 * 3600000   => '5 uur geleden',
			self::NOW_MS + 8 * 86400000  => '8 dagen geleden',
			self::NOW_MS - 10 * 86400000 => 'Nu',
		) as $now => $expected ) {
			$xpath = $this->dom( $this->render( $this->data( array( 'activity' => $activity ) ), array(), $now ) );
			$this->assertSame( array( $expected ), $this->texts( $xpath, '//time' ) );
		}
	}

	/**
	 * Dates as node reads them with parseApiDate() (time in ms and toISOString()), in the zone of
	 * the phone (here the site's): with a zone exact, without one local time (its fields rolling
	 * over, a skipped hour read with the offset before it, a repeated one as its first), numbers
	 * as milliseconds; nothing for what is no date or beyond a Date's range.
	 *
	 * @return array<string, array{0: string, 1: mixed, 2: array{0: float, 1: string}|null}>
	 */
	public function dates(): array {
		$at    = static fn( float $time, string $iso ): array => array( $time, $iso );
		$cases = array(
			'the server\'s'     => array( 'UTC', '2024-03-05T09:00:00+00:00', $at( 1709629200000, '2024-03-05T09:00:00.000Z' ) ),
			'Z'                 => array( 'UTC', '2024-03-05T09:00Z', $at( 1709629200000, '2024-03-05T09:00:00.000Z' ) ),
			'milliseconds'      => array( 'UTC', '2024-03-05T09:00:00.123Z', $at( 1709629200123, '2024-03-05T09:00:00.123Z' ) ),
			'an offset'         => array( 'UTC', '2024-03-05T09:00:00-05:30', $at( 1709649000000, '2024-03-05T14:30:00.000Z' ) ),
			'a far offset'      => array( 'UTC', '2024-03-05T23:59:59+23:59', $at( 1709596859000, '2024-03-05T00:00:59.000Z' ) ),
			'a year'            => array( 'Europe/Amsterdam', '2024', $at( 1704067200000, '2024-01-01T00:00:00.000Z' ) ),
			'a month'           => array( 'Europe/Amsterdam', '2024-03', $at( 1709251200000, '2024-03-01T00:00:00.000Z' ) ),
			'a long year'       => array( 'UTC', '+002024-03-05T09:00:00Z', $at( 1709629200000, '2024-03-05T09:00:00.000Z' ) ),
			'before year 0'     => array( 'UTC', '-000001-01-01T00:00:00Z', $at( -62198755200000, '-000001-01-01T00:00:00.000Z' ) ),
			'after 9999'        => array( 'UTC', '+010000-01-01T00:00:00Z', $at( 253402300800000, '+010000-01-01T00:00:00.000Z' ) ),
			'the last moment'   => array( 'UTC', '+275760-09-13T00:00:00Z', $at( 8.64e15, '+275760-09-13T00:00:00.000Z' ) ),
			'after the last'    => array( 'UTC', '+275760-09-13T00:00:00.001Z', null ),
			'the first moment'  => array( 'UTC', '-271821-04-20T00:00:00Z', $at( -8.64e15, '-271821-04-20T00:00:00.000Z' ) ),
			'minus zero year'   => array( 'UTC', '-000000-01-01T00:00:00Z', null ),
			'before 1970'       => array( 'UTC', '1969-12-31T23:59:59.999Z', $at( -1, '1969-12-31T23:59:59.999Z' ) ),
			'a leap day'        => array( 'UTC', '2000-02-29T00:00:00Z', $at( 951782400000, '2000-02-29T00:00:00.000Z' ) ),
			'spaces around'     => array( 'UTC', " \u{00A0}2024-03-05T09:00:00Z\n", $at( 1709629200000, '2024-03-05T09:00:00.000Z' ) ),
			'nothing'           => array( 'UTC', '', null ),
			'spaces'            => array( 'UTC', '   ', null ),
			'null'              => array( 'UTC', null, null ),
			'ms'                => array( 'UTC', 1709629200000, $at( 1709629200000, '2024-03-05T09:00:00.000Z' ) ),
			'ms before 1970'    => array( 'UTC', -1, $at( -1, '1969-12-31T23:59:59.999Z' ) ),
			'a fraction of ms'  => array( 'UTC', -1.7, $at( -1, '1969-12-31T23:59:59.999Z' ) ),
			'too many ms'       => array( 'UTC', 8640000000000001.0, null ),
			'a day, NL'         => array( 'Europe/Amsterdam', '2024-03-05', $at( 1709593200000, '2024-03-04T23:00:00.000Z' ) ),
			'a day, NY'         => array( 'America/New_York', '2024-03-05', $at( 1709614800000, '2024-03-05T05:00:00.000Z' ) ),
			'local, NL'         => array( 'Europe/Amsterdam', '2024-03-05 09:00:00', $at( 1709625600000, '2024-03-05T08:00:00.000Z' ) ),
			'local T, NY'       => array( 'America/New_York', '2024-03-05T09:00:00', $at( 1709647200000, '2024-03-05T14:00:00.000Z' ) ),
			'local ms, NY'      => array( 'America/New_York', '2024-03-05T09:00:00.123', $at( 1709647200123, '2024-03-05T14:00:00.123Z' ) ),
			'rolling over'      => array( 'Europe/Amsterdam', '2024-13-45 99:99:99', $at( 1739850039000, '2025-02-18T03:40:39.000Z' ) ),
			'month 0, day 0'    => array( 'Europe/Amsterdam', '2024-00-00', $at( 1701298800000, '2023-11-29T23:00:00.000Z' ) ),
			'year 99'           => array( 'Europe/Amsterdam', '0099-03-05', $at( 920588400000, '1999-03-04T23:00:00.000Z' ) ),
			'skipped hour, NL'  => array( 'Europe/Amsterdam', '2024-03-31 02:30:00', $at( 1711848600000, '2024-03-31T01:30:00.000Z' ) ),
			'repeated hour, NL' => array( 'Europe/Amsterdam', '2024-10-27 02:30:00', $at( 1729989000000, '2024-10-27T00:30:00.000Z' ) ),
			'skipped hour, NY'  => array( 'America/New_York', '2024-03-10 02:30:00', $at( 1710055800000, '2024-03-10T07:30:00.000Z' ) ),
			'repeated hour, NY' => array( 'America/New_York', '2024-11-03 01:30:00', $at( 1730611800000, '2024-11-03T05:30:00.000Z' ) ),
			'after it, NY'      => array( 'America/New_York', '2024-11-03 02:00:00', $at( 1730617200000, '2024-11-03T07:00:00.000Z' ) ),
		);
		return $cases;
	}

	/**
	 * A date read as the app reads it.
	 *
	 * @dataProvider dates
	 *
	 * @param string                      $zone     The phone's (the site's) zone.
	 * @param mixed                       $value    The date as sent.
	 * @param array{0: float, 1: string}|null $expected The time and its ISO text, or null for none.
	 */
	public function test_dates_are_read_as_the_app_reads_them( string $zone, $value, ?array $expected ): void {
		$time = Admin_Snapshot::parse_date( $value, new DateTimeZone( $zone ) );
		$this->assertNotFalse( $time );
		$this->assertSame( $expected, null === $time ? null : array( $time, Admin_Snapshot::iso_string( $time ) ) );
	}

	/**
	 * Activity items and their sentences as node's activityText() writes them.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: string|null}>
	 */
	public function activity_texts(): array {
		$measurement = static fn( $name, $weight ): array => array(
			'type'      => 'measurement',
			'user_name' => $name,
			'weight'    => $weight,
		);
		$session     = static fn( $name, $workout ): array => array(
			'type'         => 'workout_session',
			'user_name'    => $name,
			'workout_name' => $workout,
		);
		return array(
			'a weight'             => array( $measurement( 'Sanne de Vries', 72.5 ), 'Sanne de Vries heeft een nieuwe meting toegevoegd (72.5kg)' ),
			'a weight as text'     => array( $measurement( 'Sanne', '72.50' ), 'Sanne heeft een nieuwe meting toegevoegd (72.5kg)' ),
			'no name, no weight'   => array( $measurement( null, null ), ' heeft een nieuwe meting toegevoegd (kg)' ),
			'a number as name'     => array( $measurement( 12, 80 ), '12 heeft een nieuwe meting toegevoegd (80kg)' ),
			'a list as name'       => array( $measurement( array( 'a', 'b' ), 70 ), 'a heeft een nieuwe meting toegevoegd (bkg)' ),
			'an object as name'    => array( $measurement( array( 'a' => 1 ), 'abc' ), '[object Object] heeft een nieuwe meting toegevoegd (abckg)' ),
			'true'                 => array( $measurement( true, true ), 'true heeft een nieuwe meting toegevoegd (1kg)' ),
			'hexadecimal'          => array( $measurement( 'X', '0x1A' ), 'X heeft een nieuwe meting toegevoegd (26kg)' ),
			'binary'               => array( $measurement( 'X', '0b101' ), 'X heeft een nieuwe meting toegevoegd (5kg)' ),
			'signed hexadecimal'   => array( $measurement( 'X', '-0x1A' ), 'X heeft een nieuwe meting toegevoegd (-0x1Akg)' ),
			'spaces'               => array( $measurement( 'X', ' 72 ' ), 'X heeft een nieuwe meting toegevoegd (72kg)' ),
			'a list as weight'     => array( $measurement( 'X', array( 1, 2 ) ), 'X heeft een nieuwe meting toegevoegd (1,2kg)' ),
			'Infinity'             => array( $measurement( 'X', 'Infinity' ), 'X heeft een nieuwe meting toegevoegd (Infinitykg)' ),
			'a large weight'       => array( $measurement( 'X', 1e21 ), 'X heeft een nieuwe meting toegevoegd (1e+21kg)' ),
			'beyond 2^53'          => array( $measurement( 'X', 9007199254740993 ), 'X heeft een nieuwe meting toegevoegd (9007199254740992kg)' ),
			'an empty weight'      => array( $measurement( 'X', '' ), 'X heeft een nieuwe meting toegevoegd (kg)' ),
			'a workout'            => array( $session( 'Joost', 'Full body' ), 'Joost heeft de workout "Full body" voltooid' ),
			'no workout'           => array( $session( 'Joost', null ), 'Joost heeft de workout "" voltooid' ),
			'placeholders as text' => array( $session( 'Joost %1$s', '%2$s' ), 'Joost %1$s heeft de workout "%2$s" voltooid' ),
			'a list as workout'    => array( $session( 'J', array( 1, null, 2 ) ), 'J heeft de workout "1,,2" voltooid' ),
			'nested lists'         => array( $session( array( array( 1, 2 ), 3 ), 'W' ), '1,2 heeft de workout "3" voltooid' ),
			'another type'         => array( array( 'type' => 'note' ), null ),
			'no type'              => array( array( 'user_name' => 'J' ), null ),
		);
	}

	/**
	 * An activity item's sentence as the app writes it.
	 *
	 * @dataProvider activity_texts
	 *
	 * @param array<string, mixed> $item     The item.
	 * @param string|null          $expected The sentence, or null when the feed leaves it out.
	 */
	public function test_activity_text_matches_the_app( array $item, ?string $expected ): void {
		$this->assertSame( $expected, Admin_Snapshot::activity_text( $item ) );
	}

	/**
	 * Every link is an address of the app (App_Address): below its base path when it has one.
	 */
	public function test_links_are_the_apps_addresses(): void {
		App_Address::update( 'app' );
		$xpath = $this->dom( $this->render( $this->data() ) );
		$this->assertSame( App_Address::url( 'admin/users' ), $this->one( $xpath, '//a[@class="fc-admin-tile__link"]' )->getAttribute( 'href' ) );
		$this->assertSame( array( App_Address::url( 'admin/users/12' ), App_Address::url( 'admin/users/14' ) ), $this->links( $xpath, '//a[@class="fc-attention__link"]' ) );
		$this->assertSame( array( App_Address::url( '' ), App_Address::url( 'metingen' ), App_Address::url( 'training' ), App_Address::url( 'admin' ) ), $this->links( $xpath, '//nav//a' ) );
		$this->assertStringStartsWith( home_url( '/app/' ), App_Address::url( 'admin/users' ) );
	}

	/**
	 * In English the dashboard has the app's English texts.
	 */
	public function test_english_texts(): void {
		Language::load( 'en_US' );
		$members = array();
		for ( $index = 1; $index <= 11; $index++ ) {
			$members[] = $this->member( $index, 'Lid ' . $index, array( 'x' ) );
		}
		$xpath = $this->dom( $this->render( $this->data( array( 'attention' => $this->attention( $members ) ) ) ) );
		$this->assertSame( array( 'Switch users', 'Active users', 'Needs attention', 'Recent Activity' ), $this->texts( $xpath, '//main//h2' ) );
		$this->assertSame( array( 'Manage users' ), $this->texts( $xpath, '//a[@class="fc-admin-tile__link"]' ) );
		$this->assertSame( array( 'Show all (11)' ), $this->texts( $xpath, '//button[' . $this->has_class( 'fc-attention__toggle' ) . ']' ) );
		$this->assertSame( 'Sanne de Vries added a new measurement (72.5 kg)', $this->texts( $xpath, '//p[@class="fc-activity__text"]' )[0] );
		$this->assertSame( array( 'Just now', '2 h ago', '3 days ago' ), $this->texts( $xpath, '//time' ) );
	}
}
