<?php
/**
 * The line charts of the member's Home as SVG, laid out as Chart.js lays them out.
 *
 * @package FitCoach
 */

namespace FitCoach\Frontend;

defined( 'ABSPATH' ) || exit;

/**
 * LineChart.tsx's canvas (src/components/member/charts/LineChart.tsx) for the server's drawing of
 * Home (Home_Snapshot): an inline SVG drawn as Chart.js 4 draws that chart (its layout, y ticks,
 * x labels it skips, monotone curve, legend), at the canvas's size on a 390 px wide phone;
 * horizontal positions are fractions of the width, so the drawing follows the card's width
 * without stretching text or points (exact at that width; on other widths the axis's margins grow
 * and shrink with it). Its numbers and texts are written by Js_Text.
 *
 * @phpstan-type Line array{label: string, data: list<float>, colour: string, fill: bool, dashed: bool}
 * @phpstan-type Area array{left: float, right: float, top: float, bottom: float, shown: list<int>}
 * @phpstan-type Point array{0: float, 1: float}
 */
final class Chart_Drawing {

	/** Height of a chart's canvas (LineChart's default). */
	private const CHART_HEIGHT = 220;

	/**
	 * Width of a chart's canvas on a 390 px wide phone: the page's padding (16 px a side, .fc-page)
	 * and the chart card's (12 px a side, .fc-chart) taken off.
	 */
	private const CHART_WIDTH = 334;

	/** Chart.js's font (Chart.defaults.font.family): the app sets none of its own. */
	private const CHART_FONT = "'Helvetica Neue', 'Helvetica', 'Arial', sans-serif";

	/** Size of the axes' labels (LineChart ticks.font.size). */
	private const TICK_FONT = 11;

	/** Size of the legend's labels (LineChart legend.labels.font.size). */
	private const LEGEND_FONT = 12;

	/** Colour of the axes' labels (LineChart ticks.color). */
	private const TICK_COLOUR = '#64748b';

	/** Colour of the horizontal grid lines (LineChart y grid.color). */
	private const GRID_COLOUR = 'rgba(148, 163, 184, 0.18)';

	/** Colour of the legend's labels (Chart.defaults.color). */
	private const LEGEND_COLOUR = '#666';

	/** Chart.js's grid tick mark length, which the axes keep room for (grid.tickLength). */
	private const TICK_LENGTH = 8.0;

	/** Chart.js's padding between a tick and its label (ticks.padding). */
	private const TICK_PADDING = 3.0;

	/**
	 * Room Chart.js keeps around the chart area for a point (radius 6 when hovered, border 2:
	 * LineController getMaxOverflow()).
	 */
	private const POINT_ROOM = 8.0;

	/** Space between legend items, and around them (legend.labels.padding). */
	private const LEGEND_PADDING = 10.0;

	/** Width of a legend item's box (legend.labels.boxWidth). */
	private const LEGEND_BOX = 12.0;

	/**
	 * Helvetica's characters by advance width in thousandths of the font size (its metrics, which
	 * Arial and Roboto share closely), to lay the chart out as Chart.js measures its labels.
	 * Digits and characters not listed are 556 wide.
	 *
	 * @var array<int, string>
	 */
	private const GLYPHS = array(
		191 => "'",
		222 => 'ijl',
		278 => " !,./:;Ift\u{00B7}",
		333 => '()-r',
		355 => '"',
		500 => 'Jckstvxyz',
		584 => "+\u{2212}",
		611 => 'FTZ',
		667 => '&ABEKPSVXY',
		722 => 'CDHNRUw',
		778 => 'GOQ',
		833 => 'Mm',
		889 => '%',
		944 => 'W',
	);

	/**
	 * LineChart.tsx's chart in its box, as Chart.js draws it on the canvas: an SVG of the canvas's
	 * size (full width, 220 px) with the grid, the axes' labels, the lines (their fill, a
	 * monotone curve), the points and the legend. The plot is an inner SVG stretched to the plot's
	 * width; labels and points sit at fractions of the width, so nothing is stretched but the plot.
	 * Hidden from assistive technology, as the canvas: the text alternative beside it speaks.
	 *
	 * @param array<int, string>               $labels The day labels.
	 * @param array<int, array<string, mixed>> $series The lines, the first on top.
	 * @param string                           $unit   Unit after values ('kg').
	 * @param bool                             $legend Whether to show the legend.
	 * @phpstan-param list<Line> $series
	 */
	public static function svg( array $labels, array $series, string $unit, bool $legend ): string {
		$values = array();
		foreach ( $series as $line ) {
			$values = array_merge( $values, array_filter( $line['data'], 'is_finite' ) );
		}
		$ticks       = self::y_ticks( $values );
		$tick_labels = array();
		foreach ( $ticks as $tick ) {
			$tick_labels[] = Js_Text::write_number( $tick, 0, 1, true ) . ( '' !== $unit ? ' ' . $unit : '' );
		}
		$area  = self::chart_area( $labels, $tick_labels, $legend );
		$min   = min( $ticks );
		$range = max( $ticks ) - $min;
		$y     = static fn( float $value ): float => $area['bottom'] - ( 0.0 < $range ? ( $value - $min ) / $range : 0.0 ) * ( $area['bottom'] - $area['top'] );
		$steps = max( count( $labels ) - 1, 1 );
		$x     = static fn( int $index ): float => $area['left'] + $index / $steps * ( $area['right'] - $area['left'] );
		// A fill reaches the origin, or the scale's end nearest to it (Scale getBaseValue).
		$base = $y( max( min( 0.0, max( $ticks ) ), $min ) );

		$grid = '';
		$axis = '';
		foreach ( $ticks as $index => $tick ) {
			$grid .= '<line x1="' . self::pct( $area['left'] - self::TICK_LENGTH ) . '" x2="' . self::pct( $area['right'] ) . '" y1="' . self::px( $y( $tick ) ) . '" y2="' . self::px( $y( $tick ) ) . '"></line>';
			$axis .= '<text x="' . self::pct( $area['left'] - self::TICK_LENGTH - self::TICK_PADDING ) . '" y="' . self::px( $y( $tick ) ) . '" dominant-baseline="central">' . Js_Text::text( $tick_labels[ $index ] ) . '</text>';
		}
		$days     = '';
		$label_at = $area['bottom'] + self::TICK_LENGTH + self::TICK_PADDING + self::TICK_FONT * 1.2 / 2;
		foreach ( $area['shown'] as $index ) {
			$days .= '<text x="' . self::pct( $x( $index ) ) . '" y="' . self::px( $label_at ) . '" dominant-baseline="central">' . Js_Text::text( $labels[ $index ] ) . '</text>';
		}

		// Chart.js draws the last dataset first: the first ends on top, its points last.
		$plot   = '';
		$points = '';
		foreach ( array_reverse( $series ) as $line ) {
			$at = array();
			foreach ( $line['data'] as $index => $value ) {
				if ( is_finite( $value ) ) {
					$at[] = array( $x( $index ), $y( $value ) );
				}
			}
			$plot   .= self::plot_line( $line, $at, $area, $base );
			$points .= $line['dashed'] ? '' : self::plot_points( $line, $at );
		}

		$width = $area['right'] - $area['left'];
		return '<div class="fc-chart__canvas" style="height:' . self::CHART_HEIGHT . 'px">'
			. '<svg class="fc-chart__drawing" width="100%" height="' . self::CHART_HEIGHT . '" aria-hidden="true" focusable="false" font-family="' . Js_Text::text( self::CHART_FONT ) . '" style="display:block;overflow:visible">'
			. '<g class="fc-chart__grid" stroke="' . self::GRID_COLOUR . '" stroke-width="1">' . $grid . '</g>'
			. '<g class="fc-chart__y" fill="' . self::TICK_COLOUR . '" font-size="' . self::TICK_FONT . '" text-anchor="end">' . $axis . '</g>'
			. '<g class="fc-chart__x" fill="' . self::TICK_COLOUR . '" font-size="' . self::TICK_FONT . '" text-anchor="middle">' . $days . '</g>'
			. '<svg class="fc-chart__plot" x="' . self::pct( $area['left'] ) . '" y="0" width="' . self::pct( $width ) . '" height="' . self::CHART_HEIGHT . '" viewBox="0 0 ' . self::px( $width ) . ' ' . self::CHART_HEIGHT . '" preserveAspectRatio="none" overflow="visible">' . $plot . '</svg>'
			. $points
			. ( $legend ? self::legend( $series ) : '' )
			. '</svg></div>';
	}

	/**
	 * The chart area inside the canvas, as Chart.js's layout finds it (layouts.update: the y axis
	 * at the left, the x axis and the legend below, the room for the points all round), and the
	 * x labels Chart.js shows (autoSkip: as many as fit with 12 px between them).
	 *
	 * @param array<int, string> $labels      The day labels.
	 * @param array<int, string> $tick_labels The y axis's labels.
	 * @param bool               $legend      Whether the legend is shown.
	 * @return Area
	 */
	private static function chart_area( array $labels, array $tick_labels, bool $legend ): array {
		$line_height = self::TICK_FONT * 1.2;
		$axis_width  = self::TICK_LENGTH + 2 * self::TICK_PADDING + self::widest( $tick_labels, self::TICK_FONT );
		$label_room  = array() === $labels ? 0.0 : $line_height + 2 * self::TICK_PADDING;
		$below       = self::TICK_LENGTH + $label_room + ( $legend ? self::LEGEND_FONT + 2 * self::LEGEND_PADDING : 0.0 );
		// The x axis is fitted in the width the y axis and the points leave.
		$length = self::CHART_WIDTH - max( $axis_width, self::POINT_ROOM ) - self::POINT_ROOM;
		$shown  = self::shown_labels( $labels, $length );
		$left   = max( $axis_width, self::POINT_ROOM );
		$right  = self::POINT_ROOM;
		if ( array() !== $shown ) {
			// The first and last label shown may reach past the ends of the axis.
			$steps = max( count( $labels ) - 1, 1 );
			$first = $shown[0];
			$last  = $shown[ count( $shown ) - 1 ];
			$left  = max( $left, self::label_overhang( $labels[ $first ], $first / $steps * $length, $length ) );
			$right = max( $right, self::label_overhang( $labels[ $last ], $length - $last / $steps * $length, $length ) );
		}
		return array(
			'left'   => $left,
			'right'  => self::CHART_WIDTH - $right,
			'top'    => max( self::POINT_ROOM, $line_height / 2 + self::TICK_PADDING ),
			'bottom' => self::CHART_HEIGHT - max( $below, $line_height / 2 + self::TICK_PADDING ),
			'shown'  => $shown,
		);
	}

	/**
	 * The indexes of the x labels Chart.js's autoSkip keeps: every n-th, from the first, so that
	 * the widest label and 12 px fit per label.
	 *
	 * @param array<int, string> $labels The day labels.
	 * @param float              $length The x axis's length.
	 * @return list<int>
	 */
	private static function shown_labels( array $labels, float $length ): array {
		$count = count( $labels );
		if ( 0 === $count ) {
			return array();
		}
		$size  = self::widest( $labels, self::TICK_FONT ) + 12;
		$fit   = (int) floor( min( $length / $size + 1, self::CHART_WIDTH / $size ) );
		$step  = $fit > 0 ? (int) ceil( max( $count / $fit, 1 ) ) : $count;
		$shown = array();
		$index = 0;
		while ( $index < $count ) {
			$shown[] = $index;
			$index  += $step;
		}
		return $shown;
	}

	/**
	 * How far an end label reaches past its end of the x axis (Scale _calculatePadding).
	 *
	 * @param string $label  The label.
	 * @param float  $offset The distance from its tick to that end.
	 * @param float  $length The axis's length.
	 */
	private static function label_overhang( string $label, float $offset, float $length ): float {
		if ( $length - $offset <= 0 ) {
			return 0.0;
		}
		return max( ( self::text_width( $label, self::TICK_FONT ) / 2 - $offset + self::TICK_PADDING ) * $length / ( $length - $offset ), 0.0 );
	}

	/**
	 * The y axis's tick values as Chart.js picks them for LineChart (linear scale, grace 10%, at most
	 * five ticks, bounds on the ticks: LinearScaleBase and generateTicks).
	 *
	 * @param array<int, float> $values Every value drawn.
	 * @return non-empty-list<float>
	 */
	private static function y_ticks( array $values ): array {
		$min = array() === $values ? 0.0 : (float) min( $values );
		$max = array() === $values ? 1.0 : (float) max( $values );
		if ( $min === $max ) {
			$offset = 0.0 === $max ? 1.0 : abs( $max * 0.05 );
			$min   -= $offset;
			$max   += $offset;
		}
		$grace = 0.1 * ( $max - $min ) / 2;
		$low   = $min - abs( $grace );
		$high  = $max + $grace;

		$spaces_allowed = 4;
		$spacing        = self::nice_number( ( $high - $low ) / $spaces_allowed );
		if ( $spacing < 1e-14 ) {
			return array( $low, $high );
		}
		$spaces = ceil( $high / $spacing ) - floor( $low / $spacing );
		if ( $spaces > $spaces_allowed ) {
			$spacing = self::nice_number( $spaces * $spacing / $spaces_allowed );
		}
		$nice_min = floor( $low / $spacing ) * $spacing;
		$nice_max = ceil( $high / $spacing ) * $spacing;
		$spaces   = ( $nice_max - $nice_min ) / $spacing;
		$spaces   = abs( $spaces - Js_Text::js_round( $spaces ) ) < $spacing / 1000 ? Js_Text::js_round( $spaces ) : ceil( $spaces );
		$factor   = 10 ** max( self::decimal_places( $spacing ), self::decimal_places( $nice_min ) );
		$nice_min = Js_Text::js_round( $nice_min * $factor ) / $factor;
		$ticks    = array();
		for ( $index = 0; $index < $spaces; $index++ ) {
			$ticks[] = Js_Text::js_round( ( $nice_min + $index * $spacing ) * $factor ) / $factor;
		}
		$ticks[] = Js_Text::js_round( $nice_max * $factor ) / $factor;
		return $ticks;
	}

	/**
	 * A 'nice' step of 1, 2, 5 or 10 times a power of ten (Chart.js niceNum).
	 *
	 * @param float $range The range to divide.
	 */
	private static function nice_number( float $range ): float {
		$rounded  = Js_Text::js_round( $range );
		$range    = abs( $range - $rounded ) < $range / 1000 ? $rounded : $range;
		$power    = 10 ** floor( log10( $range ) );
		$fraction = $range / $power;
		if ( $fraction <= 1 ) {
			$nice = 1;
		} elseif ( $fraction <= 2 ) {
			$nice = 2;
		} elseif ( $fraction <= 5 ) {
			$nice = 5;
		} else {
			$nice = 10;
		}
		return $nice * $power;
	}

	/**
	 * The number of decimals of a number (Chart.js _decimalPlaces).
	 *
	 * @param float $value The number.
	 */
	private static function decimal_places( float $value ): int {
		$scale  = 1.0;
		$places = 0;
		while ( is_finite( $value ) && is_finite( $scale ) && Js_Text::js_round( $value * $scale ) / $scale !== $value ) {
			$scale *= 10;
			++$places;
		}
		return $places;
	}

	/**
	 * A line of the chart in the plot's coordinates (x from the plot's left): a monotone cubic
	 * curve through its points as Chart.js draws it (cubicInterpolationMode 'monotone', control
	 * points kept in the chart area), one segment per point; under it, for a filled line, its
	 * fill down to the axis's base.
	 *
	 * @param array<string, mixed>          $line The line.
	 * @param array<int, array<int, float>> $at   Its points in the canvas.
	 * @param array<string, mixed>          $area The chart area.
	 * @param float                         $base Where a fill ends (the origin's height).
	 * @phpstan-param Line        $line
	 * @phpstan-param list<Point> $at
	 * @phpstan-param Area        $area
	 */
	private static function plot_line( array $line, array $at, array $area, float $base ): string {
		if ( array() === $at ) {
			return '';
		}
		$controls = self::monotone_controls( $at, $area );
		$left     = $area['left'];
		$path     = 'M' . self::px( $at[0][0] - $left ) . ' ' . self::px( $at[0][1] );
		foreach ( $at as $index => $point ) {
			if ( 0 === $index ) {
				continue;
			}
			$path .= 'C' . self::px( $controls[ $index - 1 ][2] - $left ) . ' ' . self::px( $controls[ $index - 1 ][3] )
				. ' ' . self::px( $controls[ $index ][0] - $left ) . ' ' . self::px( $controls[ $index ][1] )
				. ' ' . self::px( $point[0] - $left ) . ' ' . self::px( $point[1] );
		}
		$colour = 'var(' . $line['colour'] . ', #6366f1)';
		$html   = '';
		if ( $line['fill'] && count( $at ) > 1 ) {
			$html .= '<path class="fc-chart__area" d="' . $path . 'L' . self::px( $at[ count( $at ) - 1 ][0] - $left ) . ' ' . self::px( $base ) . 'L' . self::px( $at[0][0] - $left ) . ' ' . self::px( $base ) . 'Z" stroke="none" style="fill:' . $colour . ';fill-opacity:0.12"></path>';
		}
		return $html . '<path class="' . ( $line['dashed'] ? 'fc-chart__trend' : 'fc-chart__line' ) . '" d="' . $path . '" fill="none" stroke-width="' . ( $line['dashed'] ? '2' : '3' ) . '"'
			. ( $line['dashed'] ? ' stroke-dasharray="6 6"' : '' )
			. ' vector-effect="non-scaling-stroke" style="stroke:' . $colour . '"></path>';
	}

	/**
	 * The control points of a monotone cubic curve through points (Chart.js splineCurveMonotone,
	 * then capBezierPoints): per point [cp1x, cp1y, cp2x, cp2y].
	 *
	 * @param array<int, array<int, float>> $at   The points.
	 * @param array<string, mixed>          $area The chart area.
	 * @phpstan-param list<Point> $at
	 * @phpstan-param Area        $area
	 * @return list<array{0: float, 1: float, 2: float, 3: float}>
	 */
	private static function monotone_controls( array $at, array $area ): array {
		$count  = count( $at );
		$deltas = array_fill( 0, $count, 0.0 );
		$slopes = array();
		for ( $index = 0; $index < $count; $index++ ) {
			if ( $index < $count - 1 ) {
				$run              = $at[ $index + 1 ][0] - $at[ $index ][0];
				$deltas[ $index ] = 0.0 !== $run ? ( $at[ $index + 1 ][1] - $at[ $index ][1] ) / $run : 0.0;
			}
			if ( 0 === $index ) {
				$slopes[] = $deltas[0];
			} elseif ( $index === $count - 1 ) {
				$slopes[] = $deltas[ $index - 1 ];
			} else {
				$slopes[] = ( $deltas[ $index - 1 ] <=> 0.0 ) !== ( $deltas[ $index ] <=> 0.0 ) ? 0.0 : ( $deltas[ $index - 1 ] + $deltas[ $index ] ) / 2;
			}
		}
		for ( $index = 0; $index < $count - 1; $index++ ) {
			if ( abs( $deltas[ $index ] ) < PHP_FLOAT_EPSILON ) {
				$slopes[ $index ]     = 0.0;
				$slopes[ $index + 1 ] = 0.0;
				continue;
			}
			$alpha     = $slopes[ $index ] / $deltas[ $index ];
			$beta      = $slopes[ $index + 1 ] / $deltas[ $index ];
			$magnitude = $alpha * $alpha + $beta * $beta;
			if ( $magnitude <= 9 ) {
				continue;
			}
			$tau                  = 3 / sqrt( $magnitude );
			$slopes[ $index ]     = $alpha * $tau * $deltas[ $index ];
			$slopes[ $index + 1 ] = $beta * $tau * $deltas[ $index ];
		}
		$cap_x    = static fn( float $value ): float => max( min( $value, $area['right'] ), $area['left'] );
		$cap_y    = static fn( float $value ): float => max( min( $value, $area['bottom'] ), $area['top'] );
		$controls = array();
		foreach ( $at as $index => $point ) {
			$before     = $index > 0 ? ( $point[0] - $at[ $index - 1 ][0] ) / 3 : 0.0;
			$after      = $index < $count - 1 ? ( $at[ $index + 1 ][0] - $point[0] ) / 3 : 0.0;
			$controls[] = array(
				$cap_x( $point[0] - $before ),
				$cap_y( $point[1] - $before * $slopes[ $index ] ),
				$cap_x( $point[0] + $after ),
				$cap_y( $point[1] + $after * $slopes[ $index ] ),
			);
		}
		return $controls;
	}

	/**
	 * A line's points: white circles of radius 3 with a 2 px border in the line's colour.
	 *
	 * @param array<string, mixed>          $line The line.
	 * @param array<int, array<int, float>> $at   Its points in the canvas.
	 * @phpstan-param Line        $line
	 * @phpstan-param list<Point> $at
	 */
	private static function plot_points( array $line, array $at ): string {
		$circles = '';
		foreach ( $at as $point ) {
			$circles .= '<circle cx="' . self::pct( $point[0] ) . '" cy="' . self::px( $point[1] ) . '" r="3"></circle>';
		}
		return '<g class="fc-chart__points" fill="#fff" stroke-width="2" style="stroke:var(' . $line['colour'] . ', #6366f1)">' . $circles . '</g>';
	}

	/**
	 * The legend under the chart, centred (Chart.js Legend, one row): per line a 12 × 2 box drawn
	 * with the line's stroke and fill, then its name.
	 *
	 * @param array<int, array<string, mixed>> $series The lines.
	 * @phpstan-param list<Line> $series
	 */
	private static function legend( array $series ): string {
		$row = 0.0;
		foreach ( $series as $line ) {
			$row += self::LEGEND_BOX + self::LEGEND_FONT / 2 + self::text_width( $line['label'], self::LEGEND_FONT ) + self::LEGEND_PADDING;
		}
		// Centred between the legend's padding at the left and the chart's (4 px) at the right.
		$x     = ( self::LEGEND_PADDING - 4 - $row ) / 2;
		$items = '';
		foreach ( $series as $line ) {
			$colour = 'var(' . $line['colour'] . ', #6366f1)';
			$box    = $line['fill'] ? 'fill:' . $colour . ';fill-opacity:0.12' : 'fill:' . $colour;
			$items .= '<rect x="' . self::px( $x ) . '" y="' . self::px( ( self::LEGEND_FONT - 2 ) / 2 ) . '" width="' . self::px( self::LEGEND_BOX ) . '" height="2"'
				. ' stroke-width="' . ( $line['dashed'] ? '2' : '3' ) . '"' . ( $line['dashed'] ? ' stroke-dasharray="6 6"' : '' )
				. ' style="' . $box . ';stroke:' . $colour . '"></rect>'
				. '<text x="' . self::px( $x + self::LEGEND_BOX + self::LEGEND_FONT / 2 ) . '" y="' . self::px( self::LEGEND_FONT / 2 ) . '" dominant-baseline="central">' . Js_Text::text( $line['label'] ) . '</text>';
			$x     += self::LEGEND_BOX + self::LEGEND_FONT / 2 + self::text_width( $line['label'], self::LEGEND_FONT ) + self::LEGEND_PADDING;
		}
		$top = self::CHART_HEIGHT - ( self::LEGEND_FONT + 2 * self::LEGEND_PADDING ) + self::LEGEND_PADDING;
		return '<svg class="fc-chart__legend" x="50%" y="' . self::px( $top ) . '" overflow="visible" fill="' . self::LEGEND_COLOUR . '" font-size="' . self::LEGEND_FONT . '">' . $items . '</svg>';
	}

	/**
	 * The width of the widest of some texts.
	 *
	 * @param array<int, string> $texts The texts.
	 * @param float              $size  The font size.
	 */
	private static function widest( array $texts, float $size ): float {
		$widest = 0.0;
		foreach ( $texts as $text ) {
			$widest = max( $widest, self::text_width( $text, $size ) );
		}
		return $widest;
	}

	/**
	 * The width of a text in Chart.js's font (GLYPHS).
	 *
	 * @param string $text The text.
	 * @param float  $size The font size.
	 */
	private static function text_width( string $text, float $size ): float {
		$width = 0;
		foreach ( mb_str_split( $text, 1, 'UTF-8' ) as $character ) {
			$glyph = 556;
			foreach ( self::GLYPHS as $advance => $characters ) {
				if ( str_contains( $characters, $character ) ) {
					$glyph = $advance;
					break;
				}
			}
			$width += $glyph;
		}
		return $width / 1000 * $size;
	}

	/**
	 * A horizontal position in the canvas as a share of its width (the drawing follows the width).
	 *
	 * @param float $x Position in the canvas on the reference phone.
	 */
	private static function pct( float $x ): string {
		return sprintf( '%.2F%%', $x / self::CHART_WIDTH * 100 );
	}

	/**
	 * A length in pixels for SVG (a decimal point whatever the locale).
	 *
	 * @param float $value Pixels.
	 */
	private static function px( float $value ): string {
		return sprintf( '%.2F', $value );
	}
}
