import { Fragment, type ReactNode } from "react";
import { artViewId } from "~/lib/marks/art-sheets";

export interface SheetPicture {
  /** Names the picture's <view> (artViewId). */
  name: string;
  width: number;
  height: number;
  /** The drawing, an <svg> of `width` x `height`. */
  art: ReactNode;
}

/**
 * A standalone SVG document of pictures stacked one under the other, each with a <view> that frames it: an
 * <img src="sheet.svg#name"> shows that one picture. An image cannot inherit the page's text colour, so the
 * sheet sets the colour that drawings using `currentColor` take.
 */
export function ArtSheet({ pictures, color }: { pictures: readonly SheetPicture[]; color?: string }) {
  const width = Math.max(...pictures.map((picture) => picture.width));
  const tops = pictures.map((_, index) => pictures.slice(0, index).reduce((sum, picture) => sum + picture.height, 0));
  const height = pictures.reduce((sum, picture) => sum + picture.height, 0);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      color={color}
    >
      {pictures.map((picture, index) => (
        // A <view> frames in the root's coordinates, so it sits beside its picture rather than in the moved group.
        <Fragment key={picture.name}>
          <view id={artViewId(picture.name)} viewBox={`0 ${tops[index]} ${picture.width} ${picture.height}`} />
          <g transform={`translate(0 ${tops[index]})`}>{picture.art}</g>
        </Fragment>
      ))}
    </svg>
  );
}
