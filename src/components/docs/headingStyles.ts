/** The class that gives a container's section headings their look (Headings.module.css). */
import styles from './Headings.module.css';

export const HEADINGS_CLASS = styles.headings;
