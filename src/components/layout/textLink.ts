/** The class of a link styled like the library's Link (TextLink.module.css). */
import styles from './TextLink.module.css';

export const TEXT_LINK_CLASS = styles.link;
