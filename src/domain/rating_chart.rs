//! The rating history chart of a profile, drawn by the server as SVG (no script): the
//! geometry only (the line's points and the rating grid), so the template writes the
//! markup and the maths is tested here.

/// The drawing's size in SVG user units (it scales to the page's width).
pub const WIDTH: f64 = 600.0;
pub const HEIGHT: f64 = 240.0;
/// Room for the rating labels on the left, and a little on the other sides.
const LEFT: f64 = 48.0;
const RIGHT: f64 = 12.0;
const TOP: f64 = 12.0;
const BOTTOM: f64 = 12.0;
/// Grid steps, smallest first; the first giving at most five intervals is used.
const STEPS: [f64; 7] = [25.0, 50.0, 100.0, 200.0, 250.0, 500.0, 1000.0];

/// One horizontal grid line and its label.
#[derive(Clone, Debug, PartialEq)]
pub struct Tick {
    /// Where the line is drawn (user units from the top).
    pub y: String,
    pub rating: i32,
}

/// What the template draws.
#[derive(Clone, Debug, PartialEq)]
pub struct Chart {
    /// The `points` of the polyline: `x,y` per rated game, oldest first.
    pub points: String,
    pub ticks: Vec<Tick>,
    /// Where the plot area starts and ends across (for the grid lines).
    pub left: f64,
    pub right: f64,
}

/// Draws `ratings` (after each rated game, oldest first); `None` when there are none.
pub fn draw(ratings: &[f64]) -> Option<Chart> {
    let lowest = ratings.iter().copied().reduce(f64::min)?;
    let highest = ratings.iter().copied().reduce(f64::max)?;
    let step = STEPS
        .into_iter()
        .find(|s| (highest - lowest) / s <= 4.0)
        .unwrap_or(1000.0);
    let bottom = (lowest / step).floor() * step;
    let mut top = (highest / step).ceil() * step;
    if top <= bottom {
        top = bottom + step;
    }
    let (plot_top, plot_bottom) = (TOP, HEIGHT - BOTTOM);
    let y =
        |rating: f64| plot_bottom - (rating - bottom) / (top - bottom) * (plot_bottom - plot_top);
    let (left, right) = (LEFT, WIDTH - RIGHT);
    let x = |i: usize| match ratings.len() {
        1 => (left + right) / 2.0,
        n => left + i as f64 * (right - left) / (n - 1) as f64,
    };
    let points = ratings
        .iter()
        .enumerate()
        .map(|(i, r)| format!("{:.1},{:.1}", x(i), y(*r)))
        .collect::<Vec<_>>()
        .join(" ");
    let intervals = ((top - bottom) / step).round() as i32;
    let ticks = (0..=intervals)
        .map(|k| {
            let rating = bottom + f64::from(k) * step;
            Tick {
                y: format!("{:.1}", y(rating)),
                rating: rating as i32,
            }
        })
        .collect();
    Some(Chart {
        points,
        ticks,
        left,
        right,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn coordinates(chart: &Chart) -> Vec<(f64, f64)> {
        chart
            .points
            .split(' ')
            .map(|p| {
                let (x, y) = p.split_once(',').unwrap();
                (x.parse().unwrap(), y.parse().unwrap())
            })
            .collect()
    }

    #[test]
    fn no_history_no_chart() {
        assert_eq!(draw(&[]), None);
    }

    #[test]
    fn one_point_per_game_across_the_plot() {
        let chart = draw(&[1662.3, 1580.0, 1610.2, 1702.9]).unwrap();
        let xy = coordinates(&chart);
        assert_eq!(xy.len(), 4);
        assert_eq!(xy[0].0, LEFT);
        assert_eq!(xy[3].0, WIDTH - RIGHT);
        assert!(xy.windows(2).all(|w| w[0].0 < w[1].0));
        // Higher ratings are drawn higher (smaller y); all inside the plot.
        assert!(xy[3].1 < xy[0].1 && xy[0].1 < xy[2].1 && xy[2].1 < xy[1].1);
        assert!(xy.iter().all(|(_, y)| (TOP..=HEIGHT - BOTTOM).contains(y)));
    }

    #[test]
    fn the_grid_covers_the_ratings_in_round_steps() {
        let chart = draw(&[1662.3, 1580.0, 1702.9]).unwrap();
        let labels: Vec<i32> = chart.ticks.iter().map(|t| t.rating).collect();
        assert_eq!(labels, [1550, 1600, 1650, 1700, 1750]);
        assert_eq!(chart.ticks[0].y, format!("{:.1}", HEIGHT - BOTTOM));
        assert_eq!(chart.ticks[4].y, format!("{TOP:.1}"));
        let wide = draw(&[1100.0, 2300.0]).unwrap();
        let labels: Vec<i32> = wide.ticks.iter().map(|t| t.rating).collect();
        assert_eq!(labels, [1000, 1500, 2000, 2500]);
    }

    #[test]
    fn a_single_or_flat_history_still_draws() {
        let one = draw(&[1500.0]).unwrap();
        let xy = coordinates(&one);
        assert_eq!(xy, [((LEFT + WIDTH - RIGHT) / 2.0, HEIGHT - BOTTOM)]);
        assert_eq!(one.ticks.len(), 2);
        let flat = draw(&[1512.0, 1512.0]).unwrap();
        let xy = coordinates(&flat);
        assert_eq!(xy[0].1, xy[1].1);
        assert!(flat.ticks.first().unwrap().rating <= 1512);
        assert!(flat.ticks.last().unwrap().rating >= 1512);
    }
}
