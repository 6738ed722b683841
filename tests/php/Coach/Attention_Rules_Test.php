<?php
/**
 * The rules of the needs-attention list, each at its edges (no database involved).
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Coach;

use FitCoach\Coach\Attention;
use FitCoach\Coach\Attention_Settings;
use FitCoach\Tests\TestCase;

/**
 * Coach\Attention::evaluate().
 */
class Attention_Rules_Test extends TestCase {

	/** Today in these tests. */
	private const TODAY = '2025-06-15';

	/**
	 * The day some days before TODAY.
	 *
	 * @param int $days Days before.
	 */
	private static function ago( int $days ): string {
		return gmdate( 'Y-m-d', (int) strtotime( self::TODAY . ' UTC' ) - $days * DAY_IN_SECONDS );
	}

	/**
	 * A member who is fine today, with some facts changed.
	 *
	 * @param array<string, mixed> $changes Facts to change.
	 * @return array{last_measurement: string|null, last_session: string|null, recent: list<array{0: string, 1: float|null, 2: int|null}>, goal_weight: float|null, member_only: bool, registered: string}
	 */
	private static function facts( array $changes = array() ): array {
		return array_merge(
			array(
				'last_measurement' => self::TODAY,
				'last_session'     => self::TODAY,
				'recent'           => array(),
				'goal_weight'      => null,
				'member_only'      => true,
				'registered'       => '2025-01-01',
			),
			$changes
		);
	}

	/**
	 * The reasons for some facts, with the default thresholds changed where given.
	 *
	 * @param array<string, mixed> $facts      Facts.
	 * @param array<string, mixed> $thresholds Thresholds to change.
	 * @phpstan-param array{last_measurement: string|null, last_session: string|null, recent: list<array{0: string, 1: float|null, 2: int|null}>, goal_weight: float|null, member_only: bool, registered: string} $facts
	 * @return list<array<string, mixed>>
	 */
	private static function reasons( array $facts, array $thresholds = array() ): array {
		$limits = Attention_Settings::validate( array_merge( Attention_Settings::defaults(), $thresholds ) );
		self::assertIsArray( $limits );
		return Attention::evaluate( $facts, $limits, self::TODAY );
	}

	/**
	 * Measurements with energy only (weight 80).
	 *
	 * @param array<int, int> $energy_by_days_ago Days ago => energy.
	 * @return list<array{0: string, 1: float, 2: int}>
	 */
	private static function energies( array $energy_by_days_ago ): array {
		krsort( $energy_by_days_ago );
		$recent = array();
		foreach ( $energy_by_days_ago as $days => $energy ) {
			$recent[] = array( self::ago( $days ), 80.0, $energy );
		}
		return $recent;
	}

	/**
	 * Measurements with weights.
	 *
	 * @param array<int, float> $weight_by_days_ago Days ago => kg.
	 * @return list<array{0: string, 1: float, 2: int}>
	 */
	private static function weights( array $weight_by_days_ago ): array {
		krsort( $weight_by_days_ago );
		$recent = array();
		foreach ( $weight_by_days_ago as $days => $weight ) {
			$recent[] = array( self::ago( $days ), $weight, 6 );
		}
		return $recent;
	}

	public function test_a_member_who_logs_everything_needs_no_attention(): void {
		$this->assertSame( array(), self::reasons( self::facts() ) );
	}

	public function test_no_measurement_counts_from_the_threshold_day(): void {
		$this->assertSame(
			array(
				array(
					'code' => 'no_measurement',
					'text' => 'Geen meting in 7 dagen',
					'days' => 7,
				),
			),
			self::reasons( self::facts( array( 'last_measurement' => self::ago( 7 ) ) ) ),
			'exactly at the threshold'
		);
		$this->assertSame( array(), self::reasons( self::facts( array( 'last_measurement' => self::ago( 6 ) ) ) ), 'one day under' );
		$this->assertSame( 'Geen meting in 1 dag', self::reasons( self::facts( array( 'last_measurement' => self::ago( 1 ) ) ), array( 'measurement_days' => 1 ) )[0]['text'] ?? null, 'one day: singular' );
		$this->assertSame( array(), self::reasons( self::facts( array( 'last_measurement' => self::ago( -2 ) ) ) ), 'dated in the future' );
	}

	public function test_no_session_counts_from_its_own_threshold(): void {
		$this->assertSame(
			array(
				array(
					'code' => 'no_session',
					'text' => 'Geen training in 12 dagen',
					'days' => 12,
				),
			),
			self::reasons( self::facts( array( 'last_session' => self::ago( 12 ) ) ) )
		);
		$this->assertSame( 'Geen training in 10 dagen', self::reasons( self::facts( array( 'last_session' => self::ago( 10 ) ) ) )[0]['text'] ?? null, 'exactly at the threshold' );
		$this->assertSame( array(), self::reasons( self::facts( array( 'last_session' => self::ago( 9 ) ) ) ), 'one day under' );
		$this->assertSame( 'Geen training in 1 dag', self::reasons( self::facts( array( 'last_session' => self::ago( 1 ) ) ), array( 'session_days' => 1 ) )[0]['text'] ?? null );
	}

	public function test_never_logged_counts_for_members_registered_long_enough_ago(): void {
		$never = array(
			'last_measurement' => null,
			'last_session'     => null,
		);
		$this->assertSame(
			array(
				array(
					'code' => 'no_measurement',
					'text' => 'Nog geen meting',
				),
				array(
					'code' => 'no_session',
					'text' => 'Nog geen training',
				),
			),
			self::reasons( self::facts( $never + array( 'registered' => self::ago( 10 ) ) ) ),
			'registered exactly both thresholds ago'
		);
		$this->assertSame(
			array( 'Nog geen meting' ),
			array_column( self::reasons( self::facts( $never + array( 'registered' => self::ago( 9 ) ) ) ), 'text' ),
			'registered 9 days ago: past the measurement threshold (7), not the session one (10)'
		);
		$this->assertSame( array(), self::reasons( self::facts( $never + array( 'registered' => self::ago( 6 ) ) ) ), 'registered recently' );
		$this->assertSame(
			array(),
			self::reasons(
				self::facts(
					$never + array(
						'registered'  => self::ago( 400 ),
						'member_only' => false,
					)
				)
			),
			'not a member (an administrator without data)'
		);
	}

	public function test_energy_drop_compares_the_last_seven_days_with_the_seven_before(): void {
		$drop = self::reasons(
			self::facts(
				array(
					'recent' => self::energies(
						array(
							13 => 8,
							7  => 6,
							6  => 5,
							0  => 5,
						)
					),
				)
			)
		);
		$this->assertSame(
			array(
				array(
					'code'  => 'energy_drop',
					'text'  => 'Energie 2,0 lager dan vorige week',
					'value' => 2.0,
				),
			),
			$drop,
			'7.0 last week (days 13 and 7 before), 5.0 this week (days 6 and 0): exactly the threshold'
		);
		$this->assertSame(
			array(),
			self::reasons(
				self::facts(
					array(
						'recent' => self::energies(
							array(
								7 => 7,
								0 => 5,
							)
						),
					)
				),
				array( 'energy_drop' => 2.5 )
			),
			'a drop under the threshold'
		);
		$this->assertSame(
			'Energie 2,5 lager dan vorige week',
			self::reasons(
				self::facts(
					array(
						'recent' => self::energies(
							array(
								8 => 8,
								7 => 7,
								0 => 5,
							)
						),
					)
				)
			)[0]['text'] ?? null,
			'one decimal, a decimal comma'
		);
		$this->assertSame(
			array(),
			self::reasons(
				self::facts(
					array(
						'recent' => self::energies(
							array(
								6 => 9,
								0 => 5,
							)
						),
					)
				)
			),
			'nothing last week: both days are this week'
		);
		$this->assertSame(
			array(),
			self::reasons(
				self::facts(
					array(
						'recent' => self::energies(
							array(
								14 => 9,
								3  => 4,
							)
						),
					)
				)
			),
			'two weeks ago does not count as last week'
		);
		$this->assertSame( array(), self::reasons( self::facts( array( 'recent' => self::energies( array( 10 => 9 ) ) ) ) ), 'nothing this week' );
		$this->assertSame(
			array(),
			self::reasons(
				self::facts(
					array(
						'recent' => self::energies(
							array(
								7 => 4,
								0 => 8,
							)
						),
					)
				)
			),
			'energy went up'
		);
	}

	public function test_weight_away_from_the_goal(): void {
		// 0.1 kg a day: +0.7 kg per week.
		$rising  = self::weights(
			array(
				9 => 80.0,
				6 => 80.3,
				3 => 80.6,
				0 => 80.9,
			)
		);
		$falling = self::weights(
			array(
				9 => 80.9,
				6 => 80.6,
				3 => 80.3,
				0 => 80.0,
			)
		);
		$this->assertSame(
			array(
				array(
					'code'  => 'weight_away',
					'text'  => 'Gewicht beweegt van het doel af (+0,7 kg per week)',
					'value' => 0.7,
				),
			),
			self::reasons(
				self::facts(
					array(
						'recent'      => $rising,
						'goal_weight' => 75.0,
					)
				)
			),
			'above the goal and rising'
		);
		$this->assertSame(
			'Gewicht beweegt van het doel af (-0,7 kg per week)',
			self::reasons(
				self::facts(
					array(
						'recent'      => $falling,
						'goal_weight' => 85.0,
					)
				)
			)[0]['text'] ?? null,
			'below the goal and falling'
		);
		$towards = array(
			'rising towards a goal above'  => array( $rising, 85.0 ),
			'falling towards a goal below' => array( $falling, 75.0 ),
			'no goal'                      => array( $rising, null ),
		);
		foreach ( $towards as $case => list( $recent, $goal ) ) {
			$this->assertSame(
				array(),
				self::reasons(
					self::facts(
						array(
							'recent'      => $recent,
							'goal_weight' => $goal,
						)
					)
				),
				$case
			);
		}
		$away = array(
			'recent'      => $rising,
			'goal_weight' => 75.0,
		);
		$this->assertSame( array(), self::reasons( self::facts( $away ), array( 'trend_kg_per_week' => 0.8 ) ), 'slower than the threshold' );
		$this->assertSame( 0.7, self::reasons( self::facts( $away ), array( 'trend_kg_per_week' => 0.7 ) )[0]['value'] ?? null, 'exactly the threshold' );
		$this->assertSame(
			array(),
			self::reasons(
				self::facts(
					array(
						'recent'      => array_slice( $rising, 1 ),
						'goal_weight' => 75.0,
					)
				)
			),
			'three measurements are too few'
		);
		$this->assertSame(
			0.7,
			self::reasons(
				self::facts(
					array(
						'recent'      => array_merge( self::weights( array( 14 => 120.0 ) ), $rising ),
						'goal_weight' => 75.0,
					)
				)
			)[0]['value'] ?? null,
			'a measurement 14 days ago is outside the trend'
		);
	}

	public function test_every_reason_in_the_rules_order(): void {
		$reasons = self::reasons(
			array(
				'last_measurement' => self::ago( 0 ),
				'last_session'     => null,
				'recent'           => self::weights(
					array(
						12 => 80.0,
						9  => 80.3,
						6  => 80.6,
						0  => 80.9,
					)
				),
				'goal_weight'      => 70.0,
				'member_only'      => true,
				'registered'       => self::ago( 100 ),
			),
			array( 'energy_drop' => 0.5 )
		);
		$this->assertSame( array( 'no_session', 'weight_away' ), array_column( $reasons, 'code' ) );
	}
}
