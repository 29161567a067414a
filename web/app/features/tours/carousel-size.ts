/** How wide a stop's photo carousel draws its images (the offline plan saves that size). */
export { carouselWidth } from "./carousel/carousel-logic";
