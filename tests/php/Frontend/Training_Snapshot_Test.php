<?php
/**
 * The server's drawing of the member's Training screen: the HTML the React app renders on
 * /training from GET /workouts and the first page of GET /workout-sessions.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Frontend;

use DOMElement;
use DOMXPath;
use FitCoach\Frontend\App_Address;
use FitCoach\Frontend\Training_Snapshot;
use FitCoach\Language;
use FitCoach\Settings;
use FitCoach\Tests\Support\Drawing_Queries;
use FitCoach\Tests\TestCase;

/**
 * Training snapshot tests.
 */
class Training_Snapshot_Test extends TestCase {

	use Drawing_Queries;

	/**
	 * The app at the site root and in Dutch again.
	 */
	protected function tear_down() {
		App_Address::update( '' );
		Language::load( 'nl_NL' );
		parent::tear_down();
	}

	/**
	 * A member as GET /auth/me answers.
	 *
	 * @return array<string, mixed>
	 */
	private function me(): array {
		return array(
			'id'            => 7,
			'first_name'    => 'Sanne',
			'last_name'     => 'de Vries',
			'display_name'  => 'Sanne de Vries',
			'email'         => 'sanne@example.org',
			'profile_image' => null,
			'is_admin'      => false,
			'roles'         => array( 'fitcoach_member' ),
			'locale'        => 'nl_NL',
		);
	}

	/**
	 * Two workouts as GET /workouts answers.
	 *
	 * @return list<array<string, mixed>>
	 */
	private function workouts(): array {
		$exercise = array(
			'id'    => 4,
			'title' => 'Squat',
		);
		return array(
			array(
				'id'          => 12,
				'title'       => 'Full body',
				'description' => '<p>Een <strong>stevige</strong> start.</p>',
				'exercises'   => array( $exercise, $exercise, $exercise ),
			),
			array(
				'id'          => 15,
				'title'       => 'Core',
				'description' => '',
				'exercises'   => array( $exercise ),
			),
		);
	}

	/**
	 * A session as GET /workout-sessions answers.
	 *
	 * @param int                  $id      Its id.
	 * @param array<string, mixed> $changes Changes.
	 * @return array<string, mixed>
	 */
	private function session( int $id, array $changes = array() ): array {
		return $changes + array(
			'id'             => $id,
			'title'          => 'Sessie ' . $id,
			'date'           => '2025-05-05T18:30:00',
			'content'        => '',
			'workout'        => array(
				'id'    => 12,
				'title' => 'Full body',
			),
			'exercises'      => array(),
			'total_weight'   => 2450.5,
			'exercise_count' => 5,
		);
	}

	/**
	 * The first page of GET /workout-sessions with these sessions.
	 *
	 * @param list<mixed> $sessions The page's sessions.
	 * @return array<string, mixed>
	 */
	private function page( array $sessions ): array {
		return array(
			'data'    => $sessions,
			'hasMore' => false,
			'pages'   => 1,
			'total'   => count( $sessions ),
		);
	}

	/**
	 * The screen drawn for the member.
	 *
	 * @param mixed $workouts The answer of GET /workouts.
	 * @param mixed $sessions The answer of GET /workout-sessions.
	 */
	private function render( $workouts, $sessions ): string {
		return Training_Snapshot::render(
			array( 'app_name' => 'Sportschool Sanne' ) + Settings::defaults(),
			$this->me(),
			array(
				'workouts'    => $workouts,
				'sessions'    => $sessions,
				'total_pages' => 1,
			)
		);
	}

	/**
	 * The screen with these sessions and the two workouts.
	 *
	 * @param list<mixed> $sessions The sessions.
	 */
	private function with_sessions( array $sessions ): DOMXPath {
		return $this->dom( $this->render( $this->workouts(), $this->page( $sessions ) ) );
	}

	/**
	 * The screen as the app draws it: the frame with the h1 'Training' and Training current; the
	 * two sections named by their headings; the workout cards; one row per session with its title,
	 * workout, date, weight moved and number of exercises; the sentinel after the list.
	 */
	public function test_the_screen_is_drawn_as_the_app_draws_it(): void {
		$sessions = array(
			$this->session( 2 ),
			$this->session(
				1,
				array(
					'title'          => '',
					'workout'        => null,
					'total_weight'   => 0,
					'exercise_count' => 1,
				)
			),
		);
		$xpath    = $this->dom( $this->render( $this->workouts(), $this->page( $sessions ) ) );

		$this->one( $xpath, '/html/body/div[@class="fc-first-screen"][@data-fc-first-screen="training"][@hidden]/div[@class="fc-app"]' );
		$this->assertSame( array( 'Training' ), $this->texts( $xpath, '//header//h1[@class="fc-header__title"]' ) );
		$current = $this->one( $xpath, '//nav[@class="fc-bottombar"]//a[@aria-current="page"]' );
		$this->assertSame( 'Training', $current->textContent ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		$this->assertSame( App_Address::url( 'training' ), $current->getAttribute( 'href' ) );

		$sections = $this->all( $xpath, '//main/div[@class="fc-page fc-training"]/section[@class="fc-section"]' );
		$this->assertSame( array( 'fc-training-workouts', 'fc-training-sessions' ), array_map( static fn( DOMElement $section ): string => $section->getAttribute( 'aria-labelledby' ), $sections ) );
		$this->assertSame( array( 'Beschikbare Workouts', 'Recente Sessies' ), $this->texts( $xpath, '//section/h2[@class="fc-section__title"]' ) );
		$this->assertSame( array( 'fc-training-workouts', 'fc-training-sessions' ), array_map( static fn( DOMElement $heading ): string => $heading->getAttribute( 'id' ), $this->all( $xpath, '//section/h2' ) ) );

		// The workouts: Home's cards, in a column.
		$cards = $this->all( $xpath, '//section[@aria-labelledby="fc-training-workouts"]/div[@class="fc-training__workouts"]/article[@class="fc-card fc-workout-card"]' );
		$this->assertSame( array( 'fc-workout-card-12', 'fc-workout-card-15' ), array_map( static fn( DOMElement $card ): string => $card->getAttribute( 'aria-labelledby' ), $cards ) );
		$this->assertSame( array( 'Full body', 'Core' ), $this->texts( $xpath, '//article/h3' ) );
		$this->assertSame( array( '3 oefeningen', '1 oefening' ), $this->texts( $xpath, '//span[@class="fc-workout-card__meta"]' ) );
		$this->assertSame( array( 'Een stevige start.', '' ), $this->texts( $xpath, '//p[@class="fc-workout-card__description"]' ) );
		$this->assertSame( array( '12', '15' ), array_map( static fn( DOMElement $button ): string => $button->getAttribute( 'data-fc-workout' ), $this->all( $xpath, '//article//button[@data-fc-action="start-workout"]' ) ) );
		$this->assertSame(
			array( App_Address::url( 'training/workout/12' ), App_Address::url( 'training/workout/15' ) ),
			array_map( static fn( DOMElement $link ): string => $link->getAttribute( 'href' ), $this->all( $xpath, '//article//a' ) )
		);

		// The sessions: the list, then the sentinel.
		$this->assertSame( array( 'h2', 'ul', 'div' ), array_map( static fn( DOMElement $child ): string => $child->tagName, $this->all( $xpath, '//section[@aria-labelledby="fc-training-sessions"]/*' ) ) ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		$this->one( $xpath, '//section[@aria-labelledby="fc-training-sessions"]/div[@class="fc-list-sentinel"][@aria-hidden="true"]' );
		$this->assertSame( 'Recente Sessies', $this->one( $xpath, '//section[@aria-labelledby="fc-training-sessions"]/ul[@class="fc-list"]' )->getAttribute( 'aria-label' ) );
		$rows = $this->all( $xpath, '//ul[@class="fc-list"]/li/a[@class="fc-list__row fc-session-row"]' );
		$this->assertSame( array( App_Address::url( 'sessies/2' ), App_Address::url( 'sessies/1' ) ), array_map( static fn( DOMElement $row ): string => $row->getAttribute( 'href' ), $rows ) );
		$this->assertSame( array( 'Sessie 2', 'Workout Sessie' ), $this->texts( $xpath, '//span[@class="fc-session-row__title"]' ) );
		$this->assertSame( array( 'Full body' ), $this->texts( $xpath, '//span[@class="fc-session-row__meta"]/span[@class="fc-session-row__workout"]' ) );
		$this->assertSame( array( '5 mei 2025', '5 mei 2025' ), $this->texts( $xpath, '//span[@class="fc-session-row__meta"]/span[not(@class)]' ) );
		$this->assertSame( array( '2450,5 kg verplaatst' ), $this->texts( $xpath, '//span[@class="fc-badge"]' ) );
		$this->assertSame( array( '5 oefeningen', '1 oefening' ), $this->texts( $xpath, '//span[@class="fc-badge fc-badge--muted"]' ) );
		$this->assertCount( 2, $this->all( $xpath, '//a/span[@class="fc-session-row__icon"][@aria-hidden="true"]/svg[@width="20"]' ) );
		$this->assertCount( 2, $this->all( $xpath, '//a/svg[@class="fc-icon fc-session-row__chevron"][@width="18"][@aria-hidden="true"]' ) );
	}

	/**
	 * The fixtures drawn by the React app too (src/routes/firstScreenParity.test.tsx).
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: array{text: string, classes: list<string>}}>
	 */
	public function app_drawings(): array {
		$parity = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/first-screens-parity.json' ), true );
		$cases  = array();
		foreach ( $parity['training'] as $fixture ) {
			$cases[ $fixture['name'] ] = array( $fixture['answers'], $fixture['expected'] );
		}
		return $cases;
	}

	/**
	 * From the same answers the drawing has the React app's text and the same class on every
	 * element, in the same order.
	 *
	 * @dataProvider app_drawings
	 *
	 * @param array<string, mixed>                       $answers  The answers by path.
	 * @param array{text: string, classes: list<string>} $expected What the app draws.
	 */
	public function test_the_drawing_has_the_apps_texts_and_classes( array $answers, array $expected ): void {
		$xpath = $this->dom( $this->render( $answers['/workouts'], $answers['/workout-sessions'] ) );
		$this->assertSame( $expected['text'], $this->one( $xpath, '//main' )->textContent ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		$this->assertSame( $expected['classes'], array_map( static fn( DOMElement $element ): string => $element->getAttribute( 'class' ), $this->all( $xpath, '//main//*[@class]' ) ) );
	}

	/**
	 * No workouts and no sessions (or answers without a list): the app's empty texts, the
	 * sentinel still after the sessions.
	 */
	public function test_nothing_yet_shows_the_empty_texts(): void {
		foreach ( array( array( array(), $this->page( array() ) ), array( array( 'id' => 3 ), array( 'data' => 'geen' ) ) ) as $answers ) {
			$xpath = $this->dom( $this->render( $answers[0], $answers[1] ) );
			$this->assertSame( array( 'Geen workouts beschikbaar' ), $this->texts( $xpath, '//section[@aria-labelledby="fc-training-workouts"]/div[@class="fc-empty"]/p[@class="fc-empty__text"]' ) );
			$this->assertSame( array( 'Nog geen workout sessies gevonden.' ), $this->texts( $xpath, '//section[@aria-labelledby="fc-training-sessions"]/div[@class="fc-empty"]/p[@class="fc-empty__text"]' ) );
			$this->assertCount( 2, $this->all( $xpath, '//div[@class="fc-empty"]/span[@class="fc-empty__icon"]/svg[@width="28"]' ) );
			$this->assertCount( 0, $this->all( $xpath, '//div[@class="fc-training__workouts"] | //ul[@class="fc-list"]' ) );
			$this->assertCount( 1, $this->all( $xpath, '//section[@aria-labelledby="fc-training-sessions"]/div[@class="fc-list-sentinel"]' ) );
		}
	}

	/**
	 * Values of other types than the schema's, and missing ones, as the app shows them.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: string, 2: string, 3: string}>
	 */
	public function odd_sessions(): array {
		return array(
			'title a number'           => array( array( 'title' => 42 ), '42', 'Full body5 mei 2025', '2450,5 kg verplaatst5 oefeningen' ),
			'title 0'                  => array( array( 'title' => 0 ), 'Workout Sessie', 'Full body5 mei 2025', '2450,5 kg verplaatst5 oefeningen' ),
			'title true'               => array( array( 'title' => true ), '', 'Full body5 mei 2025', '2450,5 kg verplaatst5 oefeningen' ),
			'title null'               => array( array( 'title' => null ), 'Workout Sessie', 'Full body5 mei 2025', '2450,5 kg verplaatst5 oefeningen' ),
			'workout title empty'      => array( array( 'workout' => array( 'title' => '' ) ), 'Sessie 9', '5 mei 2025', '2450,5 kg verplaatst5 oefeningen' ),
			'workout title 0'          => array( array( 'workout' => array( 'title' => 0 ) ), 'Sessie 9', '05 mei 2025', '2450,5 kg verplaatst5 oefeningen' ),
			'workout a text'           => array( array( 'workout' => 'Full body' ), 'Sessie 9', '5 mei 2025', '2450,5 kg verplaatst5 oefeningen' ),
			'workout a list'           => array( array( 'workout' => array( 'Full body' ) ), 'Sessie 9', '5 mei 2025', '2450,5 kg verplaatst5 oefeningen' ),
			'date 0'                   => array( array( 'date' => 0 ), 'Sessie 9', 'Full body0', '2450,5 kg verplaatst5 oefeningen' ),
			'date missing'             => array( array( 'date' => null ), 'Sessie 9', 'Full body', '2450,5 kg verplaatst5 oefeningen' ),
			'date day first'           => array( array( 'date' => '12-3-2025' ), 'Sessie 9', 'Full body12 maart 2025', '2450,5 kg verplaatst5 oefeningen' ),
			'weight as text'           => array( array( 'total_weight' => '12500' ), 'Sessie 9', 'Full body5 mei 2025', '12500 kg verplaatst5 oefeningen' ),
			'weight rounds to 0'       => array( array( 'total_weight' => 0.04 ), 'Sessie 9', 'Full body5 mei 2025', '0 kg verplaatst5 oefeningen' ),
			'weight rounds up'         => array( array( 'total_weight' => 99.95 ), 'Sessie 9', 'Full body5 mei 2025', '100 kg verplaatst5 oefeningen' ),
			'weight infinite'          => array( array( 'total_weight' => 'Infinity' ), 'Sessie 9', 'Full body5 mei 2025', '0 kg verplaatst5 oefeningen' ),
			'weight negative'          => array( array( 'total_weight' => -5 ), 'Sessie 9', 'Full body5 mei 2025', '5 oefeningen' ),
			'weight no number'         => array( array( 'total_weight' => 'veel' ), 'Sessie 9', 'Full body5 mei 2025', '5 oefeningen' ),
			'count as text 1'          => array( array( 'exercise_count' => '1' ), 'Sessie 9', 'Full body5 mei 2025', '2450,5 kg verplaatst1 oefening' ),
			'count a fraction'         => array( array( 'exercise_count' => 1.5 ), 'Sessie 9', 'Full body5 mei 2025', '2450,5 kg verplaatst1 oefeningen' ),
			'count tiny'               => array( array( 'exercise_count' => 1e-7 ), 'Sessie 9', 'Full body5 mei 2025', '2450,5 kg verplaatst1 oefeningen' ),
			'count negative'           => array( array( 'exercise_count' => -3 ), 'Sessie 9', 'Full body5 mei 2025', '2450,5 kg verplaatst-3 oefeningen' ),
			'count null'               => array( array( 'exercise_count' => null ), 'Sessie 9', 'Full body5 mei 2025', '2450,5 kg verplaatst0 oefeningen' ),
			'count no number'          => array( array( 'exercise_count' => 'vijf' ), 'Sessie 9', 'Full body5 mei 2025', '2450,5 kg verplaatst0 oefeningen' ),
			'count beyond PHP integer' => array( array( 'exercise_count' => 1e20 ), 'Sessie 9', 'Full body5 mei 2025', '2450,5 kg verplaatst100000000000000000000 oefeningen' ),
		);
	}

	/**
	 * Odd values give the app's texts, without a PHP notice (which the test run turns into a
	 * failure).
	 *
	 * @dataProvider odd_sessions
	 *
	 * @param array<string, mixed> $changes Changes to a session.
	 * @param string               $title   Its title.
	 * @param string               $meta    Its second line.
	 * @param string               $badges  Its badges.
	 */
	public function test_odd_values_show_as_the_app_shows_them( array $changes, string $title, string $meta, string $badges ): void {
		$xpath = $this->with_sessions( array( $this->session( 9, $changes ) ) );
		$this->assertSame( array( $title ), $this->texts( $xpath, '//span[@class="fc-session-row__title"]' ) );
		$this->assertSame( array( $meta ), $this->texts( $xpath, '//span[@class="fc-session-row__meta"]' ) );
		$this->assertSame( array( $badges ), $this->texts( $xpath, '//span[@class="fc-session-row__badges"]' ) );
	}

	/**
	 * A session with no fields at all: the defaults, and the link the app makes of a missing id.
	 */
	public function test_an_empty_session_shows_the_defaults(): void {
		$xpath = $this->with_sessions( array( array() ) );
		$this->assertSame( array( 'Workout Sessie0 oefeningen' ), $this->texts( $xpath, '//main//li' ) );
		$this->assertSame( App_Address::url( 'sessies/undefined' ), $this->one( $xpath, '//main//li/a' )->getAttribute( 'href' ) );
	}

	/**
	 * Markup and entities in a session's and a workout's title are text, as React shows them.
	 */
	public function test_typed_titles_are_escaped(): void {
		$title = "<script>alert('x')</script> Push &amp; \"Pull\"";
		$html  = $this->render(
			array( array( 'title' => $title ) + $this->workouts()[0] ),
			$this->page(
				array(
					$this->session(
						3,
						array(
							'title'   => $title,
							'workout' => array( 'title' => $title ),
						)
					),
				)
			)
		);
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringContainsString( '&amp;amp;', $html );
		$xpath = $this->dom( $html );
		$this->assertSame( array( $title ), $this->texts( $xpath, '//span[@class="fc-session-row__title"]' ) );
		$this->assertSame( array( $title ), $this->texts( $xpath, '//span[@class="fc-session-row__workout"]' ) );
		$this->assertSame( array( $title ), $this->texts( $xpath, '//h3[@class="fc-workout-card__title"]' ) );
	}

	/**
	 * Answers that cannot be drawn completely: the workouts first, then the sessions.
	 *
	 * @return array<string, array{0: mixed, 1: mixed}>
	 */
	public function undrawable(): array {
		$workouts = array(
			array(
				'id'    => 1,
				'title' => 'Full body',
			),
		);
		$page     = array( 'data' => array() );
		$session  = static fn( array $changes ): array => array( 'data' => array( $changes + array( 'id' => 1 ) ) );
		return array(
			'workouts failed'              => array( null, $page ),
			'sessions failed'              => array( $workouts, null ),
			'sessions no object'           => array( $workouts, 'Serverfout' ),
			'a workout null'               => array( array( null ), $page ),
			'a workout a text'             => array( array( 'Full body' ), $page ),
			'a session null'               => array( $workouts, array( 'data' => array( null ) ) ),
			'title a list'                 => array( $workouts, $session( array( 'title' => array( 'a', 'b' ) ) ) ),
			'title an object'              => array( $workouts, $session( array( 'title' => array( 'nl' => 'Avond' ) ) ) ),
			'workout title a list'         => array( $workouts, $session( array( 'workout' => array( 'title' => array( 'x' ) ) ) ) ),
			'date a number'                => array( $workouts, $session( array( 'date' => 20250505 ) ) ),
			'date for the browser to read' => array( $workouts, $session( array( 'date' => '5 May 2025' ) ) ),
		);
	}

	/**
	 * The drawing is left out ('': the app draws the screen as before) when a call failed or a
	 * card or row is one the app could not draw or the browser's own date parser would read.
	 *
	 * @dataProvider undrawable
	 *
	 * @param mixed $workouts The answer of GET /workouts.
	 * @param mixed $sessions The answer of GET /workout-sessions.
	 */
	public function test_what_cannot_be_drawn_draws_nothing( $workouts, $sessions ): void {
		$this->assertSame( '', $this->render( $workouts, $sessions ) );
	}

	/**
	 * Without a call, or without the member, nothing is drawn.
	 */
	public function test_a_missing_call_or_member_draws_nothing(): void {
		$data = array(
			'workouts' => $this->workouts(),
			'sessions' => $this->page( array( $this->session( 1 ) ) ),
		);
		$this->assertNotSame( '', Training_Snapshot::render( Settings::defaults(), $this->me(), $data ) );
		$this->assertSame( '', Training_Snapshot::render( Settings::defaults(), $this->me(), array( 'sessions' => $data['sessions'] ) ) );
		$this->assertSame( '', Training_Snapshot::render( Settings::defaults(), $this->me(), array( 'workouts' => $data['workouts'] ) ) );
		$this->assertSame( '', Training_Snapshot::render( Settings::defaults(), array(), $data ) );
	}

	/**
	 * In English the dates and weights are written as the app writes them in English.
	 */
	public function test_english_dates_and_weights(): void {
		Language::load( 'en_US' );
		$xpath = $this->with_sessions( array( $this->session( 2, array( 'total_weight' => 12500.5 ) ) ) );
		$this->assertSame( array( 'May 5, 2025' ), $this->texts( $xpath, '//span[@class="fc-session-row__meta"]/span[not(@class)]' ) );
		// The app's strings, translated as the app translates them.
		$this->assertSame( '12500.5 kg lifted', $this->one( $xpath, '//span[@class="fc-badge"]' )->textContent ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		$this->assertSame( array( 'Recent Sessions' ), $this->texts( $xpath, '//section[@aria-labelledby="fc-training-sessions"]/h2' ) );
	}

	/**
	 * Every link is an address of the app, below its base path when it has one.
	 */
	public function test_links_are_the_apps_addresses(): void {
		App_Address::update( 'app' );
		$xpath = $this->with_sessions( array( $this->session( 4 ) ) );
		$this->assertSame( App_Address::url( 'sessies/4' ), $this->one( $xpath, '//main//li/a' )->getAttribute( 'href' ) );
		$this->assertSame( App_Address::url( 'training/workout/12' ), $this->all( $xpath, '//article//a' )[0]->getAttribute( 'href' ) );
		$this->assertStringStartsWith( home_url( '/app/sessies/' ), App_Address::url( 'sessies/4' ) );
	}
}
