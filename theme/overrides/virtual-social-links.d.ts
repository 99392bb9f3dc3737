// The build's map from a built-in social icon's name to its SVG, which ./SocialLinks/SocialLink.tsx renders.
declare module 'virtual-social-links' {
  const iconMap: Record<string, string>;
  export default iconMap;
}
