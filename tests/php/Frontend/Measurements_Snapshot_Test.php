<?php
/**
 * The server's drawing of the member's measurements list: the HTML the React app renders on
 * /metingen from the first page of GET /measurements.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Frontend;

use DOMElement;
use FitCoach\Frontend\App_Address;
use FitCoach\Frontend\Measurements_Snapshot;
use FitCoach\Language;
use FitCoach\Settings;
use FitCoach\Tests\Support\Drawing_Queries;
use FitCoach\Tests\TestCase;

/**
 * Measurements snapshot tests.
 */
class Measurements_Snapshot_Test extends TestCase {

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
	 * The first page of GET /measurements with these measurements.
	 *
	 * @param list<mixed> $measurements The page's measurements.
	 * @return array<string, mixed>
	 */
	private function page( array $measurements ): array {
		return array(
			'data'    => $measurements,
			'hasMore' => true,
			'pages'   => 2,
			'total'   => 12,
		);
	}

	/**
	 * Three measurements as the server answers them, newest first.
	 *
	 * @return list<array<string, mixed>>
	 */
	private function measurements(): array {
		return array(
			array(
				'id'         => 31,
				'post_title' => '',
				'date'       => '2025-05-14',
				'weight'     => 71.2,
				'energy'     => 8,
			),
			array(
				'id'         => 30,
				'post_title' => 'Na de vakantie',
				'date'       => '2025-05-13',
				'weight'     => 72,
				'energy'     => 6,
			),
			array(
				'id'         => 29,
				'post_title' => '  ',
				'date'       => '2025-03-01',
				'weight'     => 72.45,
				'energy'     => 10,
			),
		);
	}

	/**
	 * The screen drawn for the member.
	 *
	 * @param mixed                $measurements The answer of GET /measurements.
	 * @param array<string, mixed> $me           The member.
	 */
	private function render( $measurements, array $me = array() ): string {
		return Measurements_Snapshot::render(
			array( 'app_name' => 'Sportschool Sanne' ) + Settings::defaults(),
			array() === $me ? $this->me() : $me,
			array(
				'measurements' => $measurements,
				'total_pages'  => 2,
			)
		);
	}

	/**
	 * The list as the app draws it: the frame with 'Metingen' as the header's plain text and
	 * current in the bottom bar; the heading with 'Meting Toevoegen'; one row per measurement
	 * with its title (or 'Dagelijkse meting'), long date, weight and energy; the sentinel.
	 */
	public function test_the_list_is_drawn_as_the_app_draws_it(): void {
		$xpath = $this->dom( $this->render( $this->page( $this->measurements() ) ) );

		$this->one( $xpath, '/html/body/div[@class="fc-first-screen"][@data-fc-first-screen="metingen"][@hidden]/div[@class="fc-app"]' );
		// The screen has its own h1: the header's label is plain text.
		$this->assertSame( array( 'Metingen' ), $this->texts( $xpath, '//header//p[@class="fc-header__title"]' ) );
		$this->assertSame( array( 'Dagelijkse Metingen' ), $this->texts( $xpath, '//h1' ) );
		$current = $this->one( $xpath, '//nav[@class="fc-bottombar"]//a[@aria-current="page"]' );
		$this->assertSame( 'Metingen', $current->textContent ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase

		$page = $this->one( $xpath, '//main[@id="fc-main"]/div[@class="fc-page fc-measurements"]' );
		$this->assertSame( array( 'div', 'ul', 'div' ), array_map( static fn( DOMElement $child ): string => $child->tagName, $this->all( $xpath, '//main/div/*' ) ) ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		$this->assertSame( 'fc-list-sentinel', $this->all( $xpath, '//main/div/*' )[2]->getAttribute( 'class' ) );
		$this->assertSame( 'true', $this->all( $xpath, '//main/div/*' )[2]->getAttribute( 'aria-hidden' ) );
		$add = $this->one( $xpath, '//div[@class="fc-page-heading"]/a[@class="fc-button fc-button--primary fc-button--small"]' );
		$this->assertSame( App_Address::url( 'metingen/nieuw' ), $add->getAttribute( 'href' ) );
		$this->assertSame( 'Meting Toevoegen', $add->textContent ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		$this->assertCount( 1, $this->all( $xpath, '//div[@class="fc-page-heading"]/a/svg[@class="fc-icon"][@width="18"][@aria-hidden="true"]' ) );

		$list = $this->one( $xpath, '//ul[@class="fc-list fc-measurements__list"]' );
		$this->assertSame( 'Dagelijkse Metingen', $list->getAttribute( 'aria-label' ) );
		$this->assertSame( $page, $list->parentNode ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		$rows = $this->all( $xpath, '//ul/li/a[@class="fc-list__row fc-measurement-row"]' );
		$this->assertSame(
			array( App_Address::url( 'metingen/31' ), App_Address::url( 'metingen/30' ), App_Address::url( 'metingen/29' ) ),
			array_map( static fn( DOMElement $row ): string => $row->getAttribute( 'href' ), $rows )
		);
		$this->assertSame( array( 'Dagelijkse meting', 'Na de vakantie', 'Dagelijkse meting' ), $this->texts( $xpath, '//span[@class="fc-measurement-row__title"]' ) );
		$this->assertSame( array( '14 mei 2025', '13 mei 2025', '1 maart 2025' ), $this->texts( $xpath, '//span[@class="fc-measurement-row__date"]' ) );
		$this->assertSame( array( '71,2 kg', '72,0 kg', '72,5 kg' ), $this->texts( $xpath, '//span[@class="fc-measurement-row__weight"]' ) );
		$this->assertSame( array( 'Energie: 8', 'Energie: 6', 'Energie: 10' ), $this->texts( $xpath, '//span[@class="fc-measurement-row__energy"]' ) );
		// The title and the date read apart: a space between them.
		$this->assertSame( 'Dagelijkse meting 14 mei 2025', $this->one( $xpath, '//li[1]//span[@class="fc-measurement-row__body"]' )->textContent ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		$this->assertCount( 3, $this->all( $xpath, '//a/span[@class="fc-measurement-row__icon"][@aria-hidden="true"]/svg[@width="20"]' ) );
		$this->assertCount( 3, $this->all( $xpath, '//a/svg[@class="fc-icon fc-measurement-row__chevron"][@width="18"][@aria-hidden="true"]' ) );
	}

	/**
	 * The fixtures drawn by the React app too (src/routes/firstScreenParity.test.tsx).
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: array{text: string, classes: list<string>}}>
	 */
	public function app_drawings(): array {
		$parity = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/first-screens-parity.json' ), true );
		$cases  = array();
		foreach ( $parity['metingen'] as $fixture ) {
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
	 * @param array<string, mixed>                          $answers  The answers by path.
	 * @param array{text: string, classes: list<string>} $expected What the app draws.
	 */
	public function test_the_drawing_has_the_apps_texts_and_classes( array $answers, array $expected ): void {
		$xpath = $this->dom( $this->render( $answers['/measurements'] ) );
		$this->assertSame( $expected['text'], $this->one( $xpath, '//main' )->textContent ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		$this->assertSame( $expected['classes'], array_map( static fn( DOMElement $element ): string => $element->getAttribute( 'class' ), $this->all( $xpath, '//main//*[@class]' ) ) );
	}

	/**
	 * No measurements (or no list of them): the app's empty text, the heading and the sentinel.
	 */
	public function test_no_measurements_show_the_empty_text(): void {
		foreach ( array( $this->page( array() ), array( 'data' => array( 'id' => 3 ) ), array( 'pages' => 0 ) ) as $answer ) {
			$xpath = $this->dom( $this->render( $answer ) );
			$this->assertSame( array( 'Nog geen metingen gevonden.' ), $this->texts( $xpath, '//main/div/div[@class="fc-empty"]/p[@class="fc-empty__text"]' ) );
			$this->assertCount( 1, $this->all( $xpath, '//div[@class="fc-empty"]/span[@class="fc-empty__icon"]/svg[@width="28"]' ) );
			$this->assertCount( 0, $this->all( $xpath, '//ul[@class="fc-list fc-measurements__list"]' ) );
			$this->assertCount( 1, $this->all( $xpath, '//div[@class="fc-list-sentinel"]' ) );
			$this->assertSame( array( 'Meting Toevoegen' ), $this->texts( $xpath, '//div[@class="fc-page-heading"]/a' ) );
		}
	}

	/**
	 * Values of other types than the schema's, and missing ones, as the app shows them.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: string, 2: string, 3: string, 4: string}>
	 */
	public function odd_measurements(): array {
		return array(
			'weight as text'          => array( array( 'weight' => '80' ), 'Dagelijkse meting', '14 mei 2025', '80,0 kg', 'Energie: 8' ),
			'weight no number'        => array( array( 'weight' => 'zwaar' ), 'Dagelijkse meting', '14 mei 2025', "\u{2013}", 'Energie: 8' ),
			'weight null'             => array( array( 'weight' => null ), 'Dagelijkse meting', '14 mei 2025', '0,0 kg', 'Energie: 8' ),
			'weight in a list'        => array( array( 'weight' => array( 70.5 ) ), 'Dagelijkse meting', '14 mei 2025', '70,5 kg', 'Energie: 8' ),
			'weight an object'        => array( array( 'weight' => array( 'kg' => 70 ) ), 'Dagelijkse meting', '14 mei 2025', "\u{2013}", 'Energie: 8' ),
			'energy null'             => array( array( 'energy' => null ), 'Dagelijkse meting', '14 mei 2025', '71,2 kg', 'Energie: ' ),
			'energy a decimal'        => array( array( 'energy' => 7.5 ), 'Dagelijkse meting', '14 mei 2025', '71,2 kg', 'Energie: 7.5' ),
			'energy a list'           => array( array( 'energy' => array( 1, 2 ) ), 'Dagelijkse meting', '14 mei 2025', '71,2 kg', 'Energie: 1,2' ),
			'energy false'            => array( array( 'energy' => false ), 'Dagelijkse meting', '14 mei 2025', '71,2 kg', 'Energie: false' ),
			'title null'              => array( array( 'post_title' => null ), 'Dagelijkse meting', '14 mei 2025', '71,2 kg', 'Energie: 8' ),
			'title with spaces'       => array( array( 'post_title' => " Avond\u{00A0}" ), 'Avond', '14 mei 2025', '71,2 kg', 'Energie: 8' ),
			'date null'               => array( array( 'date' => null ), 'Dagelijkse meting', '', '71,2 kg', 'Energie: 8' ),
			'date empty'              => array( array( 'date' => '' ), 'Dagelijkse meting', '', '71,2 kg', 'Energie: 8' ),
			'date with a time'        => array( array( 'date' => '2025-05-14T07:30:00Z' ), 'Dagelijkse meting', '14 mei 2025', '71,2 kg', 'Energie: 8' ),
			'date day first'          => array( array( 'date' => '5-1-2025' ), 'Dagelijkse meting', '5 januari 2025', '71,2 kg', 'Energie: 8' ),
			'date past the month end' => array( array( 'date' => '2025-02-30' ), 'Dagelijkse meting', '2 maart 2025', '71,2 kg', 'Energie: 8' ),
		);
	}

	/**
	 * Odd values give the app's texts, without a PHP notice (which the test run turns into a
	 * failure).
	 *
	 * @dataProvider odd_measurements
	 *
	 * @param array<string, mixed> $changes Changes to a measurement.
	 * @param string               $title   Its title.
	 * @param string               $date    Its date.
	 * @param string               $weight  Its weight.
	 * @param string               $energy  Its energy.
	 */
	public function test_odd_values_show_as_the_app_shows_them( array $changes, string $title, string $date, string $weight, string $energy ): void {
		$xpath = $this->dom( $this->render( $this->page( array( $changes + $this->measurements()[0] ) ) ) );
		$this->assertSame( array( $title ), $this->texts( $xpath, '//span[@class="fc-measurement-row__title"]' ) );
		$this->assertSame( array( $date ), $this->texts( $xpath, '//span[@class="fc-measurement-row__date"]' ) );
		$this->assertSame( array( $weight ), $this->texts( $xpath, '//span[@class="fc-measurement-row__weight"]' ) );
		$this->assertSame( array( $energy ), $this->texts( $xpath, '//span[@class="fc-measurement-row__energy"]' ) );
	}

	/**
	 * A measurement with no fields at all: the defaults, a dash for the weight, and the link the
	 * app makes of a missing id.
	 */
	public function test_an_empty_measurement_shows_the_defaults(): void {
		$xpath = $this->dom( $this->render( $this->page( array( array() ) ) ) );
		$this->assertSame( array( "Dagelijkse meting \u{2013}Energie: " ), $this->texts( $xpath, '//main//li' ) );
		$this->assertSame( App_Address::url( 'metingen/undefined' ), $this->one( $xpath, '//main//li/a' )->getAttribute( 'href' ) );
	}

	/**
	 * Markup and entities a member typed in a title are text, as React shows them.
	 */
	public function test_a_typed_title_is_escaped(): void {
		$title = "<script>alert('x')</script> Push &amp; \"Pull\"";
		$html  = $this->render( $this->page( array( array( 'post_title' => $title ) + $this->measurements()[0] ) ) );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringContainsString( '&amp;amp;', $html );
		$this->assertSame( array( $title ), $this->texts( $this->dom( $html ), '//span[@class="fc-measurement-row__title"]' ) );
	}

	/**
	 * Answers that cannot be drawn completely.
	 *
	 * @return array<string, array{0: mixed}>
	 */
	public function undrawable(): array {
		return array(
			'call failed'                  => array( null ),
			'answer no object'             => array( 'Serverfout' ),
			'a measurement null'           => array( array( 'data' => array( null ) ) ),
			'a measurement no object'      => array( array( 'data' => array( 12 ) ) ),
			'title a number'               => array( array( 'data' => array( array( 'post_title' => 5 ) ) ) ),
			'date a number'                => array( array( 'data' => array( array( 'date' => 20250514 ) ) ) ),
			'date for the browser to read' => array( array( 'data' => array( array( 'date' => '2025/05/14' ) ) ) ),
		);
	}

	/**
	 * The drawing is left out ('': the app draws the screen as before) when the call failed or a
	 * row is one the app could not draw or the browser's own date parser would read.
	 *
	 * @dataProvider undrawable
	 *
	 * @param mixed $answer The answer of GET /measurements.
	 */
	public function test_what_cannot_be_drawn_draws_nothing( $answer ): void {
		$this->assertSame( '', $this->render( $answer ) );
	}

	/**
	 * Without the call, or without the member, nothing is drawn.
	 */
	public function test_a_missing_call_or_member_draws_nothing(): void {
		$this->assertNotSame( '', $this->render( $this->page( $this->measurements() ) ) );
		$this->assertSame( '', Measurements_Snapshot::render( Settings::defaults(), $this->me(), array() ) );
		$this->assertSame( '', Measurements_Snapshot::render( Settings::defaults(), array(), array( 'measurements' => $this->page( $this->measurements() ) ) ) );
	}

	/**
	 * The number of pages changes nothing drawn (the sentinel is there either way).
	 */
	public function test_the_number_of_pages_changes_nothing(): void {
		$data = array( 'measurements' => $this->page( $this->measurements() ) );
		$this->assertSame(
			Measurements_Snapshot::render( Settings::defaults(), $this->me(), $data + array( 'total_pages' => 2 ) ),
			Measurements_Snapshot::render( Settings::defaults(), $this->me(), $data + array( 'total_pages' => null ) )
		);
	}

	/**
	 * Dates written by the app's formatDutchLongDate() (node with full ICU, Intl.DateTimeFormat
	 * in nl-NL and en-US), including the overflow of JavaScript's Date and its years 0–99.
	 *
	 * @return array<string, array{0: mixed, 1: string, 2: string}>
	 */
	public function long_dates(): array {
		return array(
			'null'                 => array( null, '', '' ),
			'empty'                => array( '', '', '' ),
			'spaces'               => array( '   ', '   ', '   ' ),
			'date'                 => array( '2025-05-05', '5 mei 2025', 'May 5, 2025' ),
			'padded'               => array( ' 2025-05-05 ', '5 mei 2025', 'May 5, 2025' ),
			'with a time'          => array( '2025-05-05 18:30', '5 mei 2025', 'May 5, 2025' ),
			'seconds past the day' => array( '2025-05-05T23:59:99', '6 mei 2025', 'May 6, 2025' ),
			'hours past the day'   => array( '2025-05-05 99:99:99', '9 mei 2025', 'May 9, 2025' ),
			'UTC'                  => array( '2025-05-05T18:30:00Z', '5 mei 2025', 'May 5, 2025' ),
			'offset'               => array( '2025-05-05T18:30:00.000+02:00', '5 mei 2025', 'May 5, 2025' ),
			'ISO date and junk'    => array( '2025-05-05Tjunk', '5 mei 2025', 'May 5, 2025' ),
			'day first'            => array( '05-12-2024', '5 december 2024', 'December 5, 2024' ),
			'day first short'      => array( '5-5-2025', '5 mei 2025', 'May 5, 2025' ),
			'31 February'          => array( '31-2-2023', '3 maart 2023', 'March 3, 2023' ),
			'day and month 0'      => array( '0-0-2025', '30 november 2024', 'November 30, 2024' ),
			'year 0'               => array( '0000-00-00', '30 november 1899', 'November 30, 1899' ),
			'year 99'              => array( '0099-13-01', '1 januari 2000', 'January 1, 2000' ),
			'year 100'             => array( '0100-00-00', '30 november 99', 'November 30, 99' ),
			'year 1000'            => array( '1000-03-03', '3 maart 1000', 'March 3, 1000' ),
			'leap second'          => array( '9999-12-31 23:59:60', '1 januari 10000', 'January 1, 10000' ),
			'leap day'             => array( '2024-02-29', '29 februari 2024', 'February 29, 2024' ),
			'no leap day'          => array( '2023-02-29', '1 maart 2023', 'March 1, 2023' ),
			'month 13'             => array( '2025-13-40', '9 februari 2026', 'February 9, 2026' ),
			'hour 24'              => array( '2025-12-31T24:00', '1 januari 2026', 'January 1, 2026' ),
		);
	}

	/**
	 * The long date as the app writes it, in Dutch and in English.
	 *
	 * @dataProvider long_dates
	 *
	 * @param mixed  $value   The date as the server sent it.
	 * @param string $dutch   The app's text in Dutch.
	 * @param string $english The app's text in English.
	 */
	public function test_long_dates_match_the_app( $value, string $dutch, string $english ): void {
		$this->assertSame( $dutch, Measurements_Snapshot::long_date( $value ) );
		Language::load( 'en_US' );
		$this->assertSame( $english, Measurements_Snapshot::long_date( $value ) );
	}

	/**
	 * No long date where the app hands the text to the browser's own date parser (its result
	 * depends on the browser and its time zone) or fails on a value that is no text.
	 */
	public function test_dates_only_the_browser_reads_are_not_written(): void {
		foreach ( array( 'gisteren', '2025/05/14', '2025-1-5', '20250514', 20250514, array( '2025-05-14' ), true ) as $value ) {
			$this->assertNull( Measurements_Snapshot::long_date( $value ), (string) wp_json_encode( $value ) );
		}
	}

	/**
	 * In English the dates and weights are written as the app writes them in English.
	 */
	public function test_english_dates_and_weights(): void {
		Language::load( 'en_US' );
		$xpath = $this->dom( $this->render( $this->page( $this->measurements() ) ) );
		$this->assertSame( array( 'May 14, 2025', 'May 13, 2025', 'March 1, 2025' ), $this->texts( $xpath, '//span[@class="fc-measurement-row__date"]' ) );
		$this->assertSame( array( '71.2 kg', '72.0 kg', '72.5 kg' ), $this->texts( $xpath, '//span[@class="fc-measurement-row__weight"]' ) );
		// The app's strings, translated as the app translates them.
		$this->assertSame( array( 'Daily Measurements' ), $this->texts( $xpath, '//h1' ) );
		$this->assertSame( 'Energy: 8', $this->texts( $xpath, '//span[@class="fc-measurement-row__energy"]' )[0] );
	}

	/**
	 * Every link is an address of the app, below its base path when it has one.
	 */
	public function test_links_are_the_apps_addresses(): void {
		App_Address::update( 'app' );
		$xpath = $this->dom( $this->render( $this->page( array( array( 'id' => 'a b' ) + $this->measurements()[0] ) ) ) );
		$this->assertSame( App_Address::url( 'metingen/nieuw' ), $this->one( $xpath, '//div[@class="fc-page-heading"]/a' )->getAttribute( 'href' ) );
		$this->assertSame( App_Address::url( 'metingen/a%20b' ), $this->one( $xpath, '//main//li/a' )->getAttribute( 'href' ) );
		$this->assertStringStartsWith( home_url( '/app/metingen/' ), App_Address::url( 'metingen/nieuw' ) );
	}
}
