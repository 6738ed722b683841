<?php
/**
 * The server's drawing of the member's Home screen: the HTML the React app renders, from the Home
 * calls' data.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Frontend;

use DateTimeImmutable;
use DOMElement;
use FitCoach\Frontend\App_Address;
use FitCoach\Frontend\Home_Snapshot;
use FitCoach\Language;
use FitCoach\Settings;
use FitCoach\Tests\Support\Drawing_Queries;
use FitCoach\Tests\TestCase;

/**
 * Home snapshot tests.
 */
class Home_Snapshot_Test extends TestCase {

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
	 * The settings of the club.
	 *
	 * @return array<string, mixed>
	 */
	private function settings(): array {
		return array_merge(
			Settings::defaults(),
			array(
				'app_name'     => 'Sportschool Sanne',
				'header_image' => 'https://example.org/header.jpg',
			)
		);
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
	 * A member without any name or address (only their id and roles).
	 *
	 * @return array<string, mixed>
	 */
	private function nameless(): array {
		return array(
			'first_name'   => '',
			'last_name'    => '',
			'display_name' => '',
			'email'        => '',
		) + $this->me();
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
				'description' => '<p>Een <strong>stevige</strong> start.</p><p>Daarna&nbsp;rust.</p>',
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
	 * The week's four cards as GET /stats/progress answers (Stats::progress()).
	 *
	 * @return list<array<string, mixed>>
	 */
	private function progress(): array {
		$card = static fn( string $name, string $stat, string $type, string $change, float $value, ?float $change_value, string $unit, string $kind, ?float $rate ): array => array(
			'name'           => $name,
			'stat'           => $stat,
			'previousStat'   => '0',
			'changeType'     => $type,
			'change'         => $change,
			'value'          => $value,
			'previous_value' => null,
			'change_value'   => $change_value,
			'unit'           => $unit,
			'kind'           => $kind,
			'rate_per_week'  => $rate,
		);
		return array(
			$card( 'Gemiddeld gewicht', '71.8 kg', 'decrease', '1.4', 71.8, 1.4, 'kg', 'average', -0.4 ),
			$card( 'Gemiddelde energie', '7.5', 'increase', '0.5', 7.5, 0.5, '', 'average', null ),
			$card( 'Trainingen', '3', 'decrease', '1', 3.0, 1.0, '', 'total', null ),
			$card( 'Verplaatst gewicht', '12500 kg', 'increase', '2500', 12500.0, 2500.0, 'kg', 'total', null ),
		);
	}

	/**
	 * The weights of 1 to 14 May as GET /stats/weight-trend?days=14 answers.
	 *
	 * @return array<string, mixed>
	 */
	private function trend(): array {
		$weights = array( 72.4, 72.6, 72.1, 72.3, 71.9, 72.0, 71.8, 71.5, 71.9, 71.6, 71.4, 71.7, 71.3, 71.2 );
		$days    = array();
		$dates   = array();
		foreach ( array_keys( $weights ) as $index ) {
			$days[]  = sprintf( '2025-05-%02d', $index + 1 );
			$dates[] = ( $index + 1 ) . ' May';
		}
		return array(
			'dates'   => $dates,
			'days'    => $days,
			'weights' => $weights,
		);
	}

	/**
	 * Three sessions as GET /stats/weight-volume answers.
	 *
	 * @return list<array<string, mixed>>
	 */
	private function volume(): array {
		return array(
			array(
				'date'          => '2025-05-02',
				'total_weight'  => 4200.0,
				'session_title' => 'Sessie 1',
				'workout_title' => 'Full body',
			),
			array(
				'date'          => '2025-05-06',
				'total_weight'  => 12500.0,
				'session_title' => 'Sessie 2',
				'workout_title' => '',
			),
			array(
				'date'          => '2025-05-09',
				'total_weight'  => 5100.5,
				'session_title' => 'Sessie 3',
				'workout_title' => 'Core',
			),
		);
	}

	/**
	 * The Home calls' data.
	 *
	 * @param array<string, mixed> $changes Data to change.
	 * @return array<string, mixed>
	 */
	private function data( array $changes = array() ): array {
		return array_merge(
			array(
				'workouts' => $this->workouts(),
				'progress' => $this->progress(),
				'trend'    => $this->trend(),
				'volume'   => $this->volume(),
			),
			$changes
		);
	}

	/**
	 * Home at a time of day.
	 *
	 * @param array<string, mixed> $data     The Home calls' data.
	 * @param array<string, mixed> $me       The member.
	 * @param array<string, mixed> $settings The settings.
	 * @param string               $time     The site's time.
	 */
	private function render( array $data, array $me = array(), array $settings = array(), string $time = '2025-05-14 09:30' ): string {
		return Home_Snapshot::render(
			array() === $settings ? $this->settings() : $settings,
			array() === $me ? $this->me() : $me,
			$data,
			new DateTimeImmutable( $time, wp_timezone() )
		);
	}

	/**
	 * The typical member's Home: the frame, the hero, the four sections with their texts and
	 * structure as the React app renders them.
	 */
	public function test_a_members_home_is_drawn_as_the_app_draws_it(): void {
		$xpath = $this->dom( $this->render( $this->data() ) );

		// The wrapper the app replaces, and the app's frame inside it.
		$app = $this->one( $xpath, '/html/body/div[@class="fc-first-screen"][@data-fc-first-screen="home"]/div[@class="fc-app"]' );
		$this->assertSame( array( 'a', 'header', 'main', 'nav' ), array_map( static fn( DOMElement $child ): string => $child->tagName, $this->all( $xpath, '/html/body/div/div[@class="fc-app"]/*' ) ) ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		$skip = $this->one( $xpath, '//a[@class="fc-skip-link"]' );
		$this->assertSame( '#fc-main', $skip->getAttribute( 'href' ) );
		$this->assertSame( 'Naar de inhoud', $skip->textContent ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		$this->assertSame( array( 'Sportschool Sanne' ), $this->texts( $xpath, '//header[@class="fc-header"]/div[@class="fc-header__inner"]/div[@class="fc-header__brand"]/span' ) );
		$profile = $this->one( $xpath, '//a[@class="fc-header__profile"]' );
		$this->assertSame( 'Ga naar profiel', $profile->getAttribute( 'aria-label' ) );
		$avatar = $this->one( $xpath, '//a[@class="fc-header__profile"]/span' );
		$this->assertSame( 'fc-avatar fc-avatar--initials', $avatar->getAttribute( 'class' ) );
		$this->assertSame( 'SD', $avatar->getAttribute( 'data-initials' ) );
		$this->assertSame( 'true', $avatar->getAttribute( 'aria-hidden' ) );
		$main = $this->one( $xpath, '//main' );
		$this->assertSame( 'fc-main', $main->getAttribute( 'id' ) );
		$this->assertSame( '-1', $main->getAttribute( 'tabindex' ) );
		$this->assertSame( 'fc-app__main', $main->getAttribute( 'class' ) );
		$this->assertSame( $app, $main->parentNode ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase

		// The hero: the header image, the greeting by the morning hour, the subtext.
		$hero = $this->one( $xpath, '//main/div[@class="fc-home"]/section' );
		$this->assertSame( 'fc-home__hero has-image', $hero->getAttribute( 'class' ) );
		$this->assertSame( 'background-image:url("https://example.org/header.jpg")', $hero->getAttribute( 'style' ) );
		$this->assertSame( array( 'Goedemorgen Sanne' ), $this->texts( $xpath, '//div[@class="fc-home__hero-content"]/h1[@class="fc-home__greeting"]' ) );
		$this->assertSame( array( "Welkom terug bij Sportschool Sanne, let's go!" ), $this->texts( $xpath, '//p[@class="fc-home__subtext"]' ) );

		// The sections, each named by its heading.
		$sections = $this->all( $xpath, '//div[@class="fc-page fc-home__sections"]/div[@class="fc-home-sections"]/section[@class="fc-section fc-home-section"]' );
		$this->assertSame(
			array( 'fc-home-workouts', 'fc-home-progress', 'fc-home-trend', 'fc-home-volume' ),
			array_map( static fn( DOMElement $section ): string => $section->getAttribute( 'aria-labelledby' ), $sections )
		);
		$this->assertSame(
			array( 'Beschikbare Workouts', 'Voortgang deze week', 'Gewichtstrend laatste 14 dagen', 'Verplaatst gewicht per sessie' ),
			$this->texts( $xpath, '//section/h2[@class="fc-section__title"]' )
		);
		$this->assertSame( array( 'fc-home-workouts', 'fc-home-progress', 'fc-home-trend', 'fc-home-volume' ), array_map( static fn( DOMElement $heading ): string => $heading->getAttribute( 'id' ), $this->all( $xpath, '//h2' ) ) );

		// The workouts: the native row (a focusable named group) with two slides.
		$row = $this->one( $xpath, '//section[@aria-labelledby="fc-home-workouts"]/div' );
		$this->assertSame( 'fc-slider fc-slider--native', $row->getAttribute( 'class' ) );
		$this->assertSame( 'group', $row->getAttribute( 'role' ) );
		$this->assertSame( 'Beschikbare Workouts', $row->getAttribute( 'aria-label' ) );
		$this->assertSame( '0', $row->getAttribute( 'tabindex' ) );
		$this->assertSame( 'true', $row->getAttribute( 'data-scrolls-x' ) );
		$slides = $this->all( $xpath, '//section[@aria-labelledby="fc-home-workouts"]/div/div[@class="fc-slider__slide"][@role="group"]' );
		$this->assertSame( array( '1 / 2', '2 / 2' ), array_map( static fn( DOMElement $slide ): string => $slide->getAttribute( 'aria-label' ), $slides ) );
		$this->one( $xpath, '//article[@class="fc-card fc-workout-card"][@aria-labelledby="fc-workout-card-12"]' );
		$this->assertSame( 'Full body', $this->one( $xpath, '//h3[@id="fc-workout-card-12"]' )->textContent ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		$this->assertSame( array( '3 oefeningen', '1 oefening' ), $this->texts( $xpath, '//span[@class="fc-workout-card__meta"]' ) );
		$this->assertSame( array( 'Een stevige start. Daarna rust.', '' ), $this->texts( $xpath, '//p[@class="fc-workout-card__description"]' ) );
		$start = $this->one( $xpath, '//article[@aria-labelledby="fc-workout-card-12"]//button' );
		$this->assertSame( 'button', $start->getAttribute( 'type' ) );
		$this->assertSame( 'fc-button fc-button--primary fc-button--small', $start->getAttribute( 'class' ) );
		$this->assertSame( 'start-workout', $start->getAttribute( 'data-fc-action' ) );
		$this->assertSame( '12', $start->getAttribute( 'data-fc-workout' ) );
		$this->assertSame( 'Starten', $start->textContent ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		$view = $this->one( $xpath, '//article[@aria-labelledby="fc-workout-card-12"]//a' );
		$this->assertSame( 'fc-button fc-button--secondary fc-button--small', $view->getAttribute( 'class' ) );
		$this->assertSame( 'Bekijken', $view->textContent ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		$this->assertCount( 3, $this->all( $xpath, '//article[@aria-labelledby="fc-workout-card-12"]//svg[@aria-hidden="true"]' ) );

		// The stats: four cards in the stats row.
		$row = $this->one( $xpath, '//section[@aria-labelledby="fc-home-progress"]/div' );
		$this->assertSame( 'fc-slider fc-slider--native fc-slider--stats', $row->getAttribute( 'class' ) );
		$this->assertSame( 'Voortgang deze week', $row->getAttribute( 'aria-label' ) );
		$this->assertSame( array( '1 / 4', '2 / 4', '3 / 4', '4 / 4' ), array_map( static fn( DOMElement $slide ): string => $slide->getAttribute( 'aria-label' ), $this->all( $xpath, '//section[@aria-labelledby="fc-home-progress"]//div[@class="fc-slider__slide"]' ) ) );
		$this->assertSame( array( 'Gemiddeld gewicht', 'Gemiddelde energie', 'Trainingen', 'Verplaatst gewicht' ), array_map( static fn( DOMElement $article ): string => $article->getAttribute( 'aria-label' ), $this->all( $xpath, '//article[@class="fc-card fc-stat-card"]' ) ) );
		$this->assertSame( array( '71,8 kg', '7,5', '3', '12500 kg' ), $this->texts( $xpath, '//p[@class="fc-stat-card__value"]' ) );
		$this->assertSame( array( 'Verlaagd', 'Verhoogd', 'Verlaagd', 'Verhoogd' ), $this->texts( $xpath, '//span[@class="fc-stat-card__label"]' ) );
		$this->assertSame( array( '1,4 kg', '0,5', '1', '2500' ), $this->texts( $xpath, '//span[@class="fc-stat-card__difference"]' ) );
		$this->assertSame(
			array( 'good', 'good', 'bad', 'good' ),
			array_map( static fn( DOMElement $change ): string => $change->getAttribute( 'data-tone' ), $this->all( $xpath, '//p[' . $this->has_class( 'fc-stat-card__change' ) . ']' ) )
		);
		$this->assertSame( 'fc-stat-card__change fc-stat-card__change--good', $this->all( $xpath, '//p[' . $this->has_class( 'fc-stat-card__change' ) . ']' )[0]->getAttribute( 'class' ) );
		$this->assertSame( array( "\u{2212}0,4 kg per week" ), $this->texts( $xpath, '//p[@class="fc-stat-card__rate"]' ) );

		// The weight trend: what it shows on the figure, the drawing, the words and the table.
		$figure = $this->one( $xpath, '//section[@aria-labelledby="fc-home-trend"]/figure[@class="fc-chart-figure"]' );
		$this->assertSame( 'weight-trend-chart', $figure->getAttribute( 'data-testid' ) );
		$this->assertSame( '["1 Mei","2 Mei","3 Mei","4 Mei","5 Mei","6 Mei","7 Mei","8 Mei","9 Mei","10 Mei","11 Mei","12 Mei","13 Mei","14 Mei"]', $figure->getAttribute( 'data-labels' ) );
		$this->assertSame( '[72.4,72.6,72.1,72.3,71.9,72,71.8,71.5,71.9,71.6,71.4,71.7,71.3,71.2]', $figure->getAttribute( 'data-weights' ) );
		$canvas = $this->one( $xpath, '//figure[@data-testid="weight-trend-chart"]/div[@class="fc-card fc-chart"]/div[@class="fc-chart__canvas"]' );
		$this->assertSame( 'height:220px', $canvas->getAttribute( 'style' ) );
		$this->assertSame( 'true', $this->one( $xpath, '//figure[@data-testid="weight-trend-chart"]//svg[@class="fc-chart__drawing"]' )->getAttribute( 'aria-hidden' ) );
		$this->assertSame( array( 'Gewicht', 'Trend' ), $this->texts( $xpath, '//figure[@data-testid="weight-trend-chart"]//svg[@class="fc-chart__legend"]/text' ) );
		$this->assertSame( array( '71 kg', '71,5 kg', '72 kg', '72,5 kg', '73 kg' ), $this->texts( $xpath, '//figure[@data-testid="weight-trend-chart"]//g[@class="fc-chart__y"]/text' ) );
		$this->assertSame( array( '1 Mei', '3 Mei', '5 Mei', '7 Mei', '9 Mei', '11 Mei', '13 Mei' ), $this->texts( $xpath, '//figure[@data-testid="weight-trend-chart"]//g[@class="fc-chart__x"]/text' ) );
		$this->assertSame(
			array( "Van 72,4 kg op 1 Mei tot 71,2 kg op 14 Mei. Laagste 71,2 kg op 14 Mei, hoogste 72,6 kg op 2 Mei. Trend: \u{2212}0,6 kg per week." ),
			$this->texts( $xpath, '//figure[@data-testid="weight-trend-chart"]//div[@class="fc-sr-only"]/p' )
		);
		$this->assertSame( array( 'Gewichtstrend laatste 14 dagen' ), $this->texts( $xpath, '//figure[@data-testid="weight-trend-chart"]//table/caption' ) );
		$this->assertSame( array( 'Datum', 'Gewicht' ), $this->texts( $xpath, '//figure[@data-testid="weight-trend-chart"]//thead/tr/th[@scope="col"]' ) );
		$this->assertCount( 14, $this->all( $xpath, '//figure[@data-testid="weight-trend-chart"]//tbody/tr' ) );
		$this->assertSame( array( '1 Mei' ), $this->texts( $xpath, '//figure[@data-testid="weight-trend-chart"]//tbody/tr[1]/th[@scope="row"]' ) );
		$this->assertSame( array( '72,4 kg' ), $this->texts( $xpath, '//figure[@data-testid="weight-trend-chart"]//tbody/tr[1]/td' ) );

		// The weight moved: no legend, grouped thousands on its axis, the session in the table.
		$figure = $this->one( $xpath, '//section[@aria-labelledby="fc-home-volume"]/figure[@class="fc-chart-figure"]' );
		$this->assertSame( 'weight-volume-chart', $figure->getAttribute( 'data-testid' ) );
		$this->assertSame( '[4200,12500,5100.5]', $figure->getAttribute( 'data-values' ) );
		$this->assertCount( 0, $this->all( $xpath, '//figure[@data-testid="weight-volume-chart"]//svg[@class="fc-chart__legend"]' ) );
		$this->assertSame( array( '0 kg', '5.000 kg', '10.000 kg', '15.000 kg' ), $this->texts( $xpath, '//figure[@data-testid="weight-volume-chart"]//g[@class="fc-chart__y"]/text' ) );
		$this->assertSame( array( 'Datum', 'Sessie', 'Verplaatst gewicht' ), $this->texts( $xpath, '//figure[@data-testid="weight-volume-chart"]//thead/tr/th' ) );
		$this->assertSame( array( "Sessie 1 \u{00B7} Full body", '4200 kg', 'Sessie 2', '12500 kg', "Sessie 3 \u{00B7} Core", '5100,5 kg' ), $this->texts( $xpath, '//figure[@data-testid="weight-volume-chart"]//tbody/tr/td' ) );
		$this->assertSame( array( '2 Mei', '6 Mei', '9 Mei' ), $this->texts( $xpath, '//figure[@data-testid="weight-volume-chart"]//tbody/tr/th' ) );
		$this->assertSame(
			array( 'Van 4200 kg op 2 Mei tot 5100,5 kg op 9 Mei. Laagste 4200 kg op 2 Mei, hoogste 12500 kg op 6 Mei.' ),
			$this->texts( $xpath, '//figure[@data-testid="weight-volume-chart"]//div[@class="fc-sr-only"]/p' )
		);

		// The bottom bar: four items, Home current, Meer for a member.
		$this->assertSame( 'Hoofdmenu', $this->one( $xpath, '//nav[@class="fc-bottombar"]' )->getAttribute( 'aria-label' ) );
		$items = $this->all( $xpath, '//nav/ul[@class="fc-bottombar__list"]/li/a' );
		$this->assertSame( array( 'Home', 'Metingen', 'Training', 'Meer' ), $this->texts( $xpath, '//nav//span[@class="fc-bottombar__label"]' ) );
		$this->assertSame( 'fc-bottombar__item is-active active', $items[0]->getAttribute( 'class' ) );
		$this->assertSame( 'page', $items[0]->getAttribute( 'aria-current' ) );
		foreach ( array_slice( $items, 1 ) as $item ) {
			$this->assertSame( 'fc-bottombar__item', $item->getAttribute( 'class' ) );
			$this->assertFalse( $item->hasAttribute( 'aria-current' ) );
		}
		$this->assertCount( 4, $this->all( $xpath, '//nav//span[@class="fc-bottombar__icon"]/svg[@class="fc-icon"][@width="24"]' ) );
	}

	/**
	 * The fixtures of src/lib/member/statCard.test.ts: statDirection.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: array{direction: string, tone: string, difference: string}}>
	 */
	public function stat_directions(): array {
		$cases = array(
			'average weight up'   => array(
				array(
					'name'       => 'Gemiddeld gewicht',
					'changeType' => 'increase',
					'change'     => '0.45',
				),
				array(
					'direction'  => 'increase',
					'tone'       => 'bad',
					'difference' => '0,5 kg',
				),
			),
			'average weight down' => array(
				array(
					'name'       => 'Gemiddeld gewicht',
					'changeType' => 'decrease',
					'change'     => '-1.2 kg',
				),
				array(
					'direction'  => 'decrease',
					'tone'       => 'good',
					'difference' => '1,2 kg',
				),
			),
		);
		foreach ( array( 'Gemiddelde energie', 'Trainingen', 'Verplaatst gewicht' ) as $name ) {
			$cases[ $name . ' up' ]   = array(
				array(
					'name'       => $name,
					'changeType' => 'increase',
					'change'     => '3',
				),
				array(
					'direction'  => 'increase',
					'tone'       => 'good',
					'difference' => '3',
				),
			);
			$cases[ $name . ' down' ] = array(
				array(
					'name'       => $name,
					'changeType' => 'decrease',
					'change'     => '0.6',
				),
				array(
					'direction'  => 'decrease',
					'tone'       => 'bad',
					'difference' => '0,6',
				),
			);
		}
		return $cases;
	}

	/**
	 * The direction, colour and difference of a card are the app's (statCard.ts statDirection).
	 *
	 * @dataProvider stat_directions
	 *
	 * @param array<string, mixed>                                     $card     The card.
	 * @param array{direction: string, tone: string, difference: string} $expected What the app shows.
	 */
	public function test_stat_direction_matches_the_app( array $card, array $expected ): void {
		$this->assertSame( $expected, Home_Snapshot::stat_direction( $card ) );
	}

	/**
	 * Cards with numbers are written in Dutch as the app writes them (statCard.test.ts 'cards with
	 * numbers').
	 */
	public function test_cards_with_numbers_are_written_as_the_app_writes_them(): void {
		$weight = array(
			'name'           => 'Gemiddeld gewicht',
			'stat'           => '71.8 kg',
			'changeType'     => 'decrease',
			'change'         => '1.4',
			'value'          => 71.8,
			'previous_value' => 73.2,
			'change_value'   => 1.4,
			'unit'           => 'kg',
			'kind'           => 'average',
		);
		$this->assertSame( '71,8 kg', Home_Snapshot::stat_value( $weight ) );
		$this->assertSame( '1,4 kg', Home_Snapshot::stat_direction( $weight )['difference'] );
		$this->assertSame( '72,0 kg', Home_Snapshot::stat_value( array( 'value' => 72 ) + $weight ) );
		// A week without data.
		$this->assertSame( '0 kg', Home_Snapshot::stat_value( array( 'value' => null ) + $weight ) );
		$this->assertSame( '0,0 kg', Home_Snapshot::stat_direction( array( 'change_value' => null ) + $weight )['difference'] );
		$energy = array(
			'name'         => 'Gemiddelde energie',
			'unit'         => '',
			'value'        => 7.5,
			'change_value' => null,
		) + $weight;
		$this->assertSame( '7,5', Home_Snapshot::stat_value( $energy ) );
		$this->assertSame( '0', Home_Snapshot::stat_direction( $energy )['difference'] );
		$moved = array(
			'name'         => 'Verplaatst gewicht',
			'kind'         => 'total',
			'value'        => 12500,
			'change_value' => 2.5,
		) + $weight;
		$this->assertSame( '12500 kg', Home_Snapshot::stat_value( $moved ) );
		$this->assertSame( '2,5', Home_Snapshot::stat_direction( $moved )['difference'] );
		// A server that sends only the spec's texts.
		$this->assertSame( '71,8 kg', Home_Snapshot::stat_value( array( 'stat' => '71.8 kg' ) ) );
	}

	/**
	 * The fixtures of statCard.test.ts: statRate.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: string}>
	 */
	public function stat_rates(): array {
		return array(
			'rate -0.4'           => array( array( 'rate_per_week' => -0.4 ), "\u{2212}0,4 kg per week" ),
			'rate 0.3'            => array( array( 'rate_per_week' => 0.3 ), '+0,3 kg per week' ),
			'rate 0'              => array( array( 'rate_per_week' => 0 ), '0,0 kg per week' ),
			'rate -1.25'          => array( array( 'rate_per_week' => -1.25 ), "\u{2212}1,3 kg per week" ),
			'rate 1.25'           => array( array( 'rate_per_week' => 1.25 ), '+1,3 kg per week' ),
			'rate 2'              => array( array( 'rate_per_week' => 2 ), '+2,0 kg per week' ),
			'null'                => array( array( 'rate_per_week' => null ), '' ),
			'none'                => array( array(), '' ),
			'rounds to no change' => array( array( 'rate_per_week' => -0.04 ), '0,0 kg per week' ),
		);
	}

	/**
	 * The weight's rate per week is written as the app writes it (statCard.ts statRate).
	 *
	 * @dataProvider stat_rates
	 *
	 * @param array<string, mixed> $card     The card.
	 * @param string               $expected What the app shows.
	 */
	public function test_stat_rate_matches_the_app( array $card, string $expected ): void {
		$this->assertSame( $expected, Home_Snapshot::stat_rate( $card ) );
	}

	/**
	 * Markup and quotes in a workout, the app name and the member's name are text, as React shows
	 * them: nothing of them runs or becomes an element, and an entity shows as typed.
	 */
	public function test_texts_from_the_server_are_escaped(): void {
		$title    = "<script>alert(\"x\")</script> Push &amp; 'Pull'";
		$workouts = array(
			array(
				'id'          => 12,
				'title'       => $title,
				'description' => '<p>Warm "op"</p><script>alert(1)</script><p>O\'Neil &amp; co <img src=x onerror=alert(2)></p>',
				'exercises'   => array(),
			),
		);
		$settings = array( 'app_name' => 'Club "Sterk" <b>bold</b>' ) + $this->settings();
		$me       = array( 'first_name' => '<i>Sanne</i>' ) + $this->me();
		$html     = $this->render( $this->data( array( 'workouts' => $workouts ) ), $me, $settings );

		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( '<img src=x', $html );
		$this->assertStringNotContainsString( '<b>', $html );
		$this->assertStringNotContainsString( '<i>', $html );
		$xpath = $this->dom( $html );
		$this->assertSame( array( $title ), $this->texts( $xpath, '//h3[@class="fc-workout-card__title"]' ) );
		$this->assertSame( array( 'Warm "op" O\'Neil & co' ), $this->texts( $xpath, '//p[@class="fc-workout-card__description"]' ) );
		$this->assertSame( array( 'Club "Sterk" <b>bold</b>' ), $this->texts( $xpath, '//div[@class="fc-header__brand"]/span' ) );
		$this->assertSame( array( 'Welkom terug bij Club "Sterk" <b>bold</b>, let\'s go!' ), $this->texts( $xpath, '//p[@class="fc-home__subtext"]' ) );
		$this->assertSame( array( 'Goedemorgen <i>Sanne</i>' ), $this->texts( $xpath, '//h1' ) );
		$this->assertSame( '0 oefeningen', $this->one( $xpath, '//span[@class="fc-workout-card__meta"]' )->textContent ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
	}

	/**
	 * What React shows when there is nothing: the empty texts of the workouts, the stats and both
	 * charts (the figures stay, with what they show: nothing).
	 */
	public function test_empty_sections_show_the_apps_empty_texts(): void {
		$xpath = $this->dom(
			$this->render(
				$this->data(
					array(
						'workouts' => array(),
						'progress' => array(),
						'trend'    => array(
							'dates'   => array(),
							'days'    => array(),
							'weights' => array(),
						),
						'volume'   => array(),
					)
				)
			)
		);
		$this->assertSame(
			array( 'Geen workouts beschikbaar', 'Geen statistieken beschikbaar', 'Geen gewichtsdata beschikbaar voor de laatste 14 dagen', 'Nog geen workout sessies beschikbaar' ),
			$this->texts( $xpath, '//section/descendant::div[@class="fc-empty"]/p[@class="fc-empty__text"]' )
		);
		$this->assertCount( 4, $this->all( $xpath, '//div[@class="fc-empty"]/span[@class="fc-empty__icon"]/svg[@width="28"]' ) );
		$this->assertCount( 0, $this->all( $xpath, '//div[' . $this->has_class( 'fc-slider' ) . ']' ) );
		$this->assertCount( 0, $this->all( $xpath, '//div[' . $this->has_class( 'fc-chart' ) . ']' ) );
		$this->assertSame( '[]', $this->one( $xpath, '//figure[@data-testid="weight-trend-chart"]' )->getAttribute( 'data-weights' ) );
		$this->assertSame( '[]', $this->one( $xpath, '//figure[@data-testid="weight-volume-chart"]' )->getAttribute( 'data-values' ) );
		$this->assertCount( 1, $this->all( $xpath, '//figure[@data-testid="weight-trend-chart"]/div[@class="fc-empty"]' ) );
	}

	/**
	 * A single weight is enough for the app to draw the chart: one point, the summary in one
	 * sentence; a weight list that is no list shows the empty text.
	 */
	public function test_one_weight_is_drawn_and_no_weights_are_not(): void {
		$trend = array(
			'dates'   => array( '5 May' ),
			'days'    => array( '2025-05-05' ),
			'weights' => array( 72.4 ),
		);
		$xpath = $this->dom( $this->render( $this->data( array( 'trend' => $trend ) ) ) );
		$this->assertCount( 1, $this->all( $xpath, '//figure[@data-testid="weight-trend-chart"]//g[@class="fc-chart__points"]/circle' ) );
		$this->assertSame( array( '72,4 kg op 5 Mei.' ), $this->texts( $xpath, '//figure[@data-testid="weight-trend-chart"]//div[@class="fc-sr-only"]/p' ) );

		// Without ISO days the English day labels are read.
		$xpath = $this->dom( $this->render( $this->data( array( 'trend' => array( 'days' => null ) + $trend ) ) ) );
		$this->assertSame( '["5 Mei"]', $this->one( $xpath, '//figure[@data-testid="weight-trend-chart"]' )->getAttribute( 'data-labels' ) );

		$xpath = $this->dom( $this->render( $this->data( array( 'trend' => array( 'weights' => array( 'a' => 72.4 ) ) + $trend ) ) ) );
		$this->assertSame( array( 'Geen gewichtsdata beschikbaar voor de laatste 14 dagen' ), $this->texts( $xpath, '//figure[@data-testid="weight-trend-chart"]//p[@class="fc-empty__text"]' ) );
	}

	/**
	 * Home calls that failed or are missing.
	 *
	 * @return array<string, array{0: string, 1: bool}>
	 */
	public function failed_calls(): array {
		$cases = array();
		foreach ( array( 'workouts', 'progress', 'trend', 'volume' ) as $call ) {
			$cases[ $call . ' failed' ]  = array( $call, true );
			$cases[ $call . ' missing' ] = array( $call, false );
		}
		return $cases;
	}

	/**
	 * When one call failed the drawing cannot be complete: nothing is drawn (the app draws Home as
	 * before).
	 *
	 * @dataProvider failed_calls
	 *
	 * @param string $call   The call.
	 * @param bool   $failed Whether it failed (null) or is not there at all.
	 */
	public function test_a_failed_call_draws_nothing( string $call, bool $failed ): void {
		$data = $this->data();
		$this->assertNotSame( '', $this->render( $data ) );
		if ( $failed ) {
			$data[ $call ] = null;
		} else {
			unset( $data[ $call ] );
		}
		$this->assertSame( '', $this->render( $data ) );
	}

	/**
	 * Without the member's data there is no Home to draw.
	 */
	public function test_no_member_draws_nothing(): void {
		$this->assertSame( '', Home_Snapshot::render( $this->settings(), array(), $this->data(), new DateTimeImmutable() ) );
	}

	/**
	 * The charts' lines go through every point once, with coordinates written with a decimal point
	 * (never a locale's comma), the points on them.
	 */
	public function test_the_lines_have_one_point_per_value(): void {
		setlocale( LC_NUMERIC, 'nl_NL.UTF-8', 'nl_NL', 'de_DE.UTF-8' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- The locale is the test.
		try {
			$xpath = $this->dom( $this->render( $this->data() ) );
		} finally {
			setlocale( LC_NUMERIC, 'C' ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		}
		foreach ( array(
			'weight-trend-chart'  => 14,
			'weight-volume-chart' => 3,
		) as $chart => $count ) {
			$line = $this->one( $xpath, '//figure[@data-testid="' . $chart . '"]//svg[@class="fc-chart__drawing"]//path[@class="fc-chart__line"]' );
			$path = $line->getAttribute( 'd' );
			$this->assertStringNotContainsString( ',', $path );
			$this->assertSame( 1, preg_match_all( '/M/', $path ) );
			$this->assertSame( $count, preg_match_all( '/[MC]/', $path ), $chart );
			$this->assertSame( 1, preg_match( '/^M(?:-?\d+\.\d+ -?\d+\.\d+)(?:C(?:-?\d+\.\d+ -?\d+\.\d+ ){2}-?\d+\.\d+ -?\d+\.\d+)*$/', $path ), $path );
			$this->assertCount( $count, $this->all( $xpath, '//figure[@data-testid="' . $chart . '"]//g[@class="fc-chart__points"]/circle' ) );
			foreach ( $this->all( $xpath, '//figure[@data-testid="' . $chart . '"]//svg[@class="fc-chart__drawing"]/descendant-or-self::*' ) as $element ) {
				foreach ( array( 'x', 'y', 'x1', 'x2', 'y1', 'y2', 'cx', 'cy', 'width', 'height', 'viewBox', 'd' ) as $name ) {
					$this->assertStringNotContainsString( ',', $element->getAttribute( $name ), $name );
				}
			}
		}
		// The trend is a dashed line beside the weights, in the secondary colour.
		$trend = $this->one( $xpath, '//figure[@data-testid="weight-trend-chart"]//path[@class="fc-chart__trend"]' );
		$this->assertSame( '6 6', $trend->getAttribute( 'stroke-dasharray' ) );
		$this->assertStringContainsString( 'var(--fc-secondary', $trend->getAttribute( 'style' ) );
		$this->assertSame( 14, preg_match_all( '/[MC]/', $trend->getAttribute( 'd' ) ) );
		$this->assertStringContainsString( 'var(--fc-primary', $this->one( $xpath, '//figure[@data-testid="weight-trend-chart"]//path[@class="fc-chart__line"]' )->getAttribute( 'style' ) );
	}

	/**
	 * Every link is an address of the app (App_Address): below its base path when it has one.
	 */
	public function test_links_are_the_apps_addresses(): void {
		App_Address::update( 'app' );
		$xpath = $this->dom( $this->render( $this->data() ) );
		$this->assertSame(
			array( App_Address::url( '' ), App_Address::url( 'metingen' ), App_Address::url( 'training' ), App_Address::url( 'meer' ) ),
			array_map( static fn( DOMElement $link ): string => $link->getAttribute( 'href' ), $this->all( $xpath, '//nav[@class="fc-bottombar"]//a' ) )
		);
		$this->assertSame( App_Address::url( 'profile' ), $this->one( $xpath, '//a[@class="fc-header__profile"]' )->getAttribute( 'href' ) );
		$this->assertSame(
			array( App_Address::url( 'training/workout/12' ), App_Address::url( 'training/workout/15' ) ),
			array_map( static fn( DOMElement $link ): string => $link->getAttribute( 'href' ), $this->all( $xpath, '//article//a' ) )
		);
		$this->assertStringStartsWith( home_url( '/app/' ), App_Address::url( 'profile' ) );
	}

	/**
	 * The greeting follows the site's hour; the name falls back to the display name and then to
	 * 'gebruiker'.
	 *
	 * @return array<string, array{0: string, 1: array<string, mixed>, 2: string}>
	 */
	public function greetings(): array {
		return array(
			'night'        => array( '02:59', array(), 'Goedeavond Sanne' ),
			'morning'      => array( '03:00', array(), 'Goedemorgen Sanne' ),
			'noon'         => array( '12:00', array(), 'Goedemiddag Sanne' ),
			'evening'      => array( '18:00', array(), 'Goedeavond Sanne' ),
			'display name' => array(
				'08:00',
				array(
					'first_name'   => '  ',
					'display_name' => ' Coach Sam ',
				),
				'Goedemorgen Coach Sam',
			),
			'neither'      => array( '08:00', $this->nameless(), 'Goedemorgen gebruiker' ),
		);
	}

	/**
	 * The hero's greeting.
	 *
	 * @dataProvider greetings
	 *
	 * @param string               $time     The site's time.
	 * @param array<string, mixed> $changes  Changes to the member.
	 * @param string               $expected The greeting.
	 */
	public function test_the_greeting_follows_the_hour_and_the_name( string $time, array $changes, string $expected ): void {
		$xpath = $this->dom( $this->render( $this->data(), $changes + $this->me(), array(), '2025-05-14 ' . $time ) );
		$this->assertSame( array( $expected ), $this->texts( $xpath, '//h1[@class="fc-home__greeting"]' ) );
	}

	/**
	 * The header shows the logo when there is one; the profile link the member's picture, else
	 * their initials, else a person icon; an administrator's bottom bar has Admin.
	 */
	public function test_the_header_and_bar_follow_the_settings_and_the_member(): void {
		$settings = array(
			'logo'         => 'https://example.org/logo.png',
			'header_image' => '',
		) + $this->settings();
		$me       = array(
			'profile_image' => 'https://example.org/sanne.jpg',
			'is_admin'      => true,
		) + $this->me();
		$xpath    = $this->dom( $this->render( $this->data(), $me, $settings ) );
		$logo     = $this->one( $xpath, '//div[@class="fc-header__brand"]/img[@class="fc-header__logo"]' );
		$this->assertSame( 'https://example.org/logo.png', $logo->getAttribute( 'src' ) );
		$this->assertSame( 'Sportschool Sanne', $logo->getAttribute( 'alt' ) );
		$this->assertSame( 'https://example.org/sanne.jpg', $this->one( $xpath, '//a[@class="fc-header__profile"]/span[@class="fc-avatar"]/img[@class="fc-avatar__image"]' )->getAttribute( 'src' ) );
		$this->assertSame( array( 'Home', 'Metingen', 'Training', 'Admin' ), $this->texts( $xpath, '//span[@class="fc-bottombar__label"]' ) );
		// Without a header image of its own the hero has the app's fallback image.
		$this->assertStringContainsString( 'assets/header-fallback.svg', $this->one( $xpath, '//section[' . $this->has_class( 'fc-home__hero' ) . ']' )->getAttribute( 'style' ) );

		$xpath = $this->dom( $this->render( $this->data(), array( 'email' => 'sanne@example.org' ) + $this->nameless() ) );
		$this->assertSame( 'S', $this->one( $xpath, '//a[@class="fc-header__profile"]/span' )->getAttribute( 'data-initials' ) );
		$xpath = $this->dom( $this->render( $this->data(), $this->nameless() ) );
		$this->assertSame( 'fc-avatar fc-avatar--icon', $this->one( $xpath, '//a[@class="fc-header__profile"]/span' )->getAttribute( 'class' ) );
		$this->assertCount( 1, $this->all( $xpath, '//a[@class="fc-header__profile"]/span/svg[@width="20"]' ) );
	}

	/**
	 * In English the numbers and days are written as the app writes them in English.
	 */
	public function test_english_numbers_and_days(): void {
		Language::load( 'en_US' );
		$xpath = $this->dom( $this->render( $this->data() ) );
		$this->assertSame( '71.8 kg', $this->texts( $xpath, '//p[@class="fc-stat-card__value"]' )[0] );
		$this->assertSame( 'May 1', json_decode( $this->one( $xpath, '//figure[@data-testid="weight-trend-chart"]' )->getAttribute( 'data-labels' ), true )[0] );
		$this->assertContains( '10,000 kg', $this->texts( $xpath, '//figure[@data-testid="weight-volume-chart"]//g[@class="fc-chart__y"]/text' ) );
	}
}
